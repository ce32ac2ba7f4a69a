package io.loadscope.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The published schema itself, and a helper other tests use to validate the run records they produce. */
public class RunRecordSchemaTest {
    private static final String SCHEMA = "/io/loadscope/record/run-record.schema.json";

    public static JsonSchema schema() throws IOException {
        try (InputStream in = RunRecordSchemaTest.class.getResourceAsStream(SCHEMA)) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        }
    }

    public static void assertValid(Path runJson) throws IOException {
        JsonNode node = RunRecordWriter.json().readTree(runJson.toFile());
        Set<ValidationMessage> errors = schema().validate(node);
        assertTrue(errors.isEmpty(), runJson + " does not match the run record schema: " + errors);
    }

    @Test
    void theSchemaRejectsARecordWithAnUnknownStage() throws IOException {
        JsonNode bad = RunRecordWriter.json().readTree(
                "{\"schema\":\"loadscope.run/11\",\"stages\":[{\"stage\":\"teleport\",\"role\":\"parser\",\"wallMillis\":1,"
                        + "\"cpuMillis\":null,\"events\":1,\"share\":0.1}]}");
        assertFalse(schema().validate(bad).isEmpty());
    }
}
