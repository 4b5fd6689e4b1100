type Schema = Record<string, unknown>;

export interface ResponseSchemas {
  /** Named shapes (type aliases, interfaces), shared by the routes that answer them. */
  readonly schemas: Record<string, Schema>;
  /** `Controller.method` → the schema of the envelope's `data` (null: the route writes its own answer). */
  readonly responses: Record<string, Schema | null>;
}
