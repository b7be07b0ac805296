// The parts that plug into the core server (the lobby, bots, webhooks) register themselves here.
export {};
