package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reads run.json as any consumer would, and checks it against the published schema. */
final class RunRecords {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RunRecords() {
    }

    static JsonNode readValid(Path runDir) throws IOException {
        JsonNode node = JSON.readTree(runDir.resolve("run.json").toFile());
        try (InputStream schema = RunRecords.class.getResourceAsStream("/io/loadscope/record/run-record.schema.json")) {
            Set<ValidationMessage> errors = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(schema).validate(node);
            assertTrue(errors.isEmpty(), "run.json does not match its schema: " + errors);
        }
        return node;
    }
}
