package io.loadscope.probe;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import io.loadscope.event.LoadListener;
import io.loadscope.event.StageSpan;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LoadProbesTest {

    @Test
    void aSpanBooksWallCpuAndOneEventToItsStageAndRole() throws Exception {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        Span span = probes.start(Stage.COMMIT, ThreadRole.PARSER);
        Thread.sleep(20);
        long wall = span.end(5);
        StageMeter m = probes.meter(ThreadRole.PARSER, Stage.COMMIT);
        assertEquals(wall, m.wallNanos());
        assertTrue(wall >= 15_000_000L, "slept ~20 ms, measured " + wall);
        assertEquals(1, m.events());
        assertTrue(m.cpuNanos() >= 0 && m.cpuNanos() < wall, "sleeping costs little CPU");
        assertEquals(0, probes.meter(ThreadRole.WRITER, Stage.COMMIT).events());
    }

    @Test
    void metersAccumulateAndSumAcrossRoles() {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        probes.record(Stage.LEXICON_WRITE, ThreadRole.WRITER, 100, 80, 1, 10);
        probes.record(Stage.LEXICON_WRITE, ThreadRole.WRITER, 50, -1, 1, 10);
        probes.record(Stage.LEXICON_WRITE, ThreadRole.PARSER, 25, 20, 1, 10);
        assertEquals(150, probes.meter(ThreadRole.WRITER, Stage.LEXICON_WRITE).wallNanos());
        assertEquals(80, probes.meter(ThreadRole.WRITER, Stage.LEXICON_WRITE).cpuNanos());
        assertEquals(2, probes.meter(ThreadRole.WRITER, Stage.LEXICON_WRITE).events());
        assertEquals(175, probes.stageWallNanos(Stage.LEXICON_WRITE));
        assertEquals(-1, probes.meter(ThreadRole.PARSER, Stage.PARSE).cpuNanos(), "never measured");
    }

    @Test
    void aThrowingListenerIsCountedAndTheOthersStillHearEverything() {
        ListenerDispatch dispatch = new ListenerDispatch();
        List<StageSpan> heard = new ArrayList<>();
        dispatch.add(new LoadListener() {
            @Override
            public void onStage(StageSpan span) {
                throw new IllegalStateException("listener bug");
            }
        });
        dispatch.add(new LoadListener() {
            @Override
            public void onStage(StageSpan span) {
                heard.add(span);
            }
        });
        LoadProbes probes = new LoadProbes(dispatch);
        for (int i = 0; i < 3; i++) probes.start(Stage.QUEUE, ThreadRole.PARSER).end();
        assertEquals(3, heard.size());
        assertEquals(3, dispatch.failures());
        assertTrue(dispatch.firstFailures().get(0).contains("listener bug"));
        assertEquals(3, probes.meter(ThreadRole.PARSER, Stage.QUEUE).events(), "the load's own accounting is unaffected");
    }
}
