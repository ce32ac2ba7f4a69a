/**
 * What a load shares with the applications that embed it, below the API that hands it to them: the RDF formats
 * ({@link io.loadscope.load.RdfFormat}), what a parse error does ({@link io.loadscope.load.OnError}), the profiler's
 * events ({@link io.loadscope.load.FlameEvent}) and the failure of a load that started ({@link io.loadscope.load.LoadFailure}).
 * The request carries the first three and the result the last; the pipeline, the input reading, the probes and the
 * engines use them too, which is why they sit here, depending on nothing of the loader's, and not in the API above
 * those packages. Part of the API, with {@code io.loadscope.api}, {@code io.loadscope.request} and
 * {@code io.loadscope.event}.
 */
package io.loadscope.load;
