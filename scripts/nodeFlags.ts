/**
 * V8 flags of our Node.js services (API, worker, probers) as the development stack (`npm start`) and the bench
 * run them. Under load V8 grows an isolate's young generation to two 16 MB semi-spaces and keeps them; the worker
 * has two busy isolates (its main thread and the workflow thread). Capped at 4 MB, the stack's PSS at the end of
 * the delivery bench fell by ~180 MB (worker ~300 -> ~195, API ~130 -> ~88) with CPU per delivery within the noise;
 * 2 MB saved nothing more (see docs/delivery-engine.md, "Memory of the development stack").
 */
export const SERVICE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
