// An empty module: what the drop-in build makes of the widget packages' CSS modules.
export {};
