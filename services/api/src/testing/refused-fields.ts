/** What a 400 VALIDATION_FAILED answer carries: one entry per refused field (errors/ builds it). */
interface FieldRefusal {
  json(): { data: { fields: Array<{ field: string; rule: string }> } };
}

/** The fields a 400 answer names, in the order it names them. */
export const refusedFields = (res: FieldRefusal): string[] => res.json().data.fields.map((f) => f.field);

/** `field:rule` for each problem of a 400 answer, in order: which field, and which rule it broke. */
export const refusedRules = (res: FieldRefusal): string[] =>
  res.json().data.fields.map((f) => `${f.field}:${f.rule}`);
