/** A start-up failure with a message meant for the person running the command. */
export class LocalRuntimeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LocalRuntimeError';
  }
}

export const JAVA_REQUIRED =
  'Java 17+ with its compiler (a JDK) is required for DynamoDB Local: apt-get install -y openjdk-17-jdk-headless';
