-- The knowledge base's search also finds the forms of a word (pg_trgm's word_similarity):
-- docs/decisions/0009, addendum "search by word forms".
CREATE EXTENSION IF NOT EXISTS pg_trgm;
