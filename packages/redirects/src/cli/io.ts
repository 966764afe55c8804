/** Where the CLI writes: standard output and standard error, or a test's buffers. */
export type CliIo = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
};
