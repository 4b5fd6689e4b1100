// The card-data statements measured alone (PostgreSQL) and behind the HTTP floor: one text for both.
export const CERTIFICATE_LOOKUP_SQL = `SELECT c.*, p.grade_counts FROM read_models.certifications c
  JOIN read_models.population_cards p USING (card_key) WHERE c.certification_number = $1`;

export const POPULATION_SEARCH_SQL = `SELECT card_key, grade_counts, total FROM read_models.population_cards
  WHERE total > 0 AND search_text LIKE $1 ORDER BY total DESC, card_key LIMIT 20`;
