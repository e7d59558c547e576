-- Banner titles are drawn on the banner pictures, which each language gets in its own words:
-- title becomes {"en": …, "es": …, "vi": …, "zh": …}; an existing title is kept as the English one
-- (a language without its own title shows the English).
ALTER TABLE banners ALTER COLUMN title TYPE jsonb USING jsonb_build_object('en', title);

-- A notice that carried markup for checking the sanitiser was demo data and showed every visitor a
-- broken image: such checks create their own content in the tests.
DELETE FROM announcements WHERE title ->> 'en' = 'Safe display check';
