package io.loadscope.engine;

import java.util.List;

/** A configuration whose settings size what a load holds in the heap: what to lower when the heap runs out. */
public interface MemoryAdvice {

    /** The settings that size batches, queues and caches, with the values this configuration gives them. */
    List<MemorySetting> memorySettings();
}
