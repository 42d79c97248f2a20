CREATE TABLE "company_industry_types" (
	"company_id" uuid NOT NULL,
	"industry_type_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_industry_types_pkey" PRIMARY KEY("company_id","industry_type_id")
);
--> statement-breakpoint
CREATE TABLE "industry_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name_uk" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "industry_categories_code" CHECK ("industry_categories"."id" ~ '^[A-U]$')
);
--> statement-breakpoint
CREATE TABLE "industry_types" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name_uk" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "industry_types_code" CHECK ("industry_types"."id" ~ '^[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "company_industry_types" ADD CONSTRAINT "company_industry_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_industry_types" ADD CONSTRAINT "company_industry_types_industry_type_id_industry_types_id_fk" FOREIGN KEY ("industry_type_id") REFERENCES "public"."industry_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_types" ADD CONSTRAINT "industry_types_category_id_industry_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."industry_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "industry_types_category_idx" ON "industry_types" USING btree ("category_id");--> statement-breakpoint
-- hand-written
-- A company names at most 10 industry types (INDUSTRY_TYPES_MAX, graphql/validation/companies.ts),
-- counted at commit whatever wrote the rows: syncIndustryTypesWithCompany replaces the set under
-- the company's row lock, and this is the database's own word on the bound.
CREATE FUNCTION "company_industry_types_bound"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM company_industry_types WHERE company_id = NEW.company_id) > 10 THEN
    RAISE EXCEPTION 'a company names at most 10 industry types' USING ERRCODE = 'check_violation', CONSTRAINT = 'company_industry_types_bound';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "company_industry_types_bound" AFTER INSERT ON "company_industry_types"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "company_industry_types_bound"();
--> statement-breakpoint
-- The sections (A to U) and divisions (two-digit codes) of КВЕД-2010 (ДК 009:2010), which are
-- NACE Rev. 2's one to one: the Ukrainian names are the classifier's, the English ones NACE
-- Rev. 2's (Eurostat), the Russian ones the classifier's Russian rendering.
INSERT INTO "industry_categories" ("id", "name_uk", "name_ru", "name_en") VALUES
  ('A', 'Сільське господарство, лісове господарство та рибне господарство', 'Сельское хозяйство, лесное хозяйство и рыбное хозяйство', 'Agriculture, forestry and fishing'),
  ('B', 'Добувна промисловість і розроблення кар''єрів', 'Добывающая промышленность и разработка карьеров', 'Mining and quarrying'),
  ('C', 'Переробна промисловість', 'Перерабатывающая промышленность', 'Manufacturing'),
  ('D', 'Постачання електроенергії, газу, пари та кондиційованого повітря', 'Снабжение электроэнергией, газом, паром и кондиционированным воздухом', 'Electricity, gas, steam and air conditioning supply'),
  ('E', 'Водопостачання; каналізація, поводження з відходами', 'Водоснабжение; канализация, обращение с отходами', 'Water supply; sewerage, waste management and remediation activities'),
  ('F', 'Будівництво', 'Строительство', 'Construction'),
  ('G', 'Оптова та роздрібна торгівля; ремонт автотранспортних засобів і мотоциклів', 'Оптовая и розничная торговля; ремонт автотранспортных средств и мотоциклов', 'Wholesale and retail trade; repair of motor vehicles and motorcycles'),
  ('H', 'Транспорт, складське господарство, поштова та кур''єрська діяльність', 'Транспорт, складское хозяйство, почтовая и курьерская деятельность', 'Transportation and storage'),
  ('I', 'Тимчасове розміщування й організація харчування', 'Временное размещение и организация питания', 'Accommodation and food service activities'),
  ('J', 'Інформація та телекомунікації', 'Информация и телекоммуникации', 'Information and communication'),
  ('K', 'Фінансова та страхова діяльність', 'Финансовая и страховая деятельность', 'Financial and insurance activities'),
  ('L', 'Операції з нерухомим майном', 'Операции с недвижимым имуществом', 'Real estate activities'),
  ('M', 'Професійна, наукова та технічна діяльність', 'Профессиональная, научная и техническая деятельность', 'Professional, scientific and technical activities'),
  ('N', 'Діяльність у сфері адміністративного та допоміжного обслуговування', 'Деятельность в сфере административного и вспомогательного обслуживания', 'Administrative and support service activities'),
  ('O', 'Державне управління й оборона; обов''язкове соціальне страхування', 'Государственное управление и оборона; обязательное социальное страхование', 'Public administration and defence; compulsory social security'),
  ('P', 'Освіта', 'Образование', 'Education'),
  ('Q', 'Охорона здоров''я та надання соціальної допомоги', 'Здравоохранение и предоставление социальной помощи', 'Human health and social work activities'),
  ('R', 'Мистецтво, спорт, розваги та відпочинок', 'Искусство, спорт, развлечения и отдых', 'Arts, entertainment and recreation'),
  ('S', 'Надання інших видів послуг', 'Предоставление прочих видов услуг', 'Other service activities'),
  ('T', 'Діяльність домашніх господарств', 'Деятельность домашних хозяйств', 'Activities of households as employers; undifferentiated goods- and services-producing activities of households for own use'),
  ('U', 'Діяльність екстериторіальних організацій і органів', 'Деятельность экстерриториальных организаций и органов', 'Activities of extraterritorial organisations and bodies');
--> statement-breakpoint
INSERT INTO "industry_types" ("id", "category_id", "name_uk", "name_ru", "name_en") VALUES
  ('01', 'A', 'Сільське господарство, мисливство та надання пов''язаних із ними послуг', 'Сельское хозяйство, охота и предоставление связанных с ними услуг', 'Crop and animal production, hunting and related service activities'),
  ('02', 'A', 'Лісове господарство та лісозаготівлі', 'Лесное хозяйство и лесозаготовки', 'Forestry and logging'),
  ('03', 'A', 'Рибне господарство', 'Рыбное хозяйство', 'Fishing and aquaculture'),
  ('05', 'B', 'Добування кам''яного та бурого вугілля', 'Добыча каменного и бурого угля', 'Mining of coal and lignite'),
  ('06', 'B', 'Добування сирої нафти та природного газу', 'Добыча сырой нефти и природного газа', 'Extraction of crude petroleum and natural gas'),
  ('07', 'B', 'Добування металевих руд', 'Добыча металлических руд', 'Mining of metal ores'),
  ('08', 'B', 'Добування інших корисних копалин та розроблення кар''єрів', 'Добыча прочих полезных ископаемых и разработка карьеров', 'Other mining and quarrying'),
  ('09', 'B', 'Надання допоміжних послуг у сфері добувної промисловості та розроблення кар''єрів', 'Предоставление вспомогательных услуг в сфере добывающей промышленности и разработки карьеров', 'Mining support service activities'),
  ('10', 'C', 'Виробництво харчових продуктів', 'Производство пищевых продуктов', 'Manufacture of food products'),
  ('11', 'C', 'Виробництво напоїв', 'Производство напитков', 'Manufacture of beverages'),
  ('12', 'C', 'Виробництво тютюнових виробів', 'Производство табачных изделий', 'Manufacture of tobacco products'),
  ('13', 'C', 'Текстильне виробництво', 'Текстильное производство', 'Manufacture of textiles'),
  ('14', 'C', 'Виробництво одягу', 'Производство одежды', 'Manufacture of wearing apparel'),
  ('15', 'C', 'Виробництво шкіри, виробів зі шкіри та інших матеріалів', 'Производство кожи, изделий из кожи и других материалов', 'Manufacture of leather and related products'),
  ('16', 'C', 'Оброблення деревини та виготовлення виробів з деревини та корка, крім меблів; виготовлення виробів із соломки та рослинних матеріалів для плетіння', 'Обработка древесины и изготовление изделий из древесины и пробки, кроме мебели; изготовление изделий из соломки и растительных материалов для плетения', 'Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials'),
  ('17', 'C', 'Виробництво паперу та паперових виробів', 'Производство бумаги и бумажных изделий', 'Manufacture of paper and paper products'),
  ('18', 'C', 'Поліграфічна діяльність, тиражування записаної інформації', 'Полиграфическая деятельность, тиражирование записанной информации', 'Printing and reproduction of recorded media'),
  ('19', 'C', 'Виробництво коксу та продуктів нафтоперероблення', 'Производство кокса и продуктов нефтепереработки', 'Manufacture of coke and refined petroleum products'),
  ('20', 'C', 'Виробництво хімічних речовин і хімічної продукції', 'Производство химических веществ и химической продукции', 'Manufacture of chemicals and chemical products'),
  ('21', 'C', 'Виробництво основних фармацевтичних продуктів і фармацевтичних препаратів', 'Производство основных фармацевтических продуктов и фармацевтических препаратов', 'Manufacture of basic pharmaceutical products and pharmaceutical preparations'),
  ('22', 'C', 'Виробництво гумових і пластмасових виробів', 'Производство резиновых и пластмассовых изделий', 'Manufacture of rubber and plastic products'),
  ('23', 'C', 'Виробництво іншої неметалевої мінеральної продукції', 'Производство прочей неметаллической минеральной продукции', 'Manufacture of other non-metallic mineral products'),
  ('24', 'C', 'Металургійне виробництво', 'Металлургическое производство', 'Manufacture of basic metals'),
  ('25', 'C', 'Виробництво готових металевих виробів, крім машин і устатковання', 'Производство готовых металлических изделий, кроме машин и оборудования', 'Manufacture of fabricated metal products, except machinery and equipment'),
  ('26', 'C', 'Виробництво комп''ютерів, електронної та оптичної продукції', 'Производство компьютеров, электронной и оптической продукции', 'Manufacture of computer, electronic and optical products'),
  ('27', 'C', 'Виробництво електричного устатковання', 'Производство электрического оборудования', 'Manufacture of electrical equipment'),
  ('28', 'C', 'Виробництво машин і устатковання, н. в. і. у.', 'Производство машин и оборудования, не отнесённых к другим группировкам', 'Manufacture of machinery and equipment n.e.c.'),
  ('29', 'C', 'Виробництво автотранспортних засобів, причепів і напівпричепів', 'Производство автотранспортных средств, прицепов и полуприцепов', 'Manufacture of motor vehicles, trailers and semi-trailers'),
  ('30', 'C', 'Виробництво інших транспортних засобів', 'Производство прочих транспортных средств', 'Manufacture of other transport equipment'),
  ('31', 'C', 'Виробництво меблів', 'Производство мебели', 'Manufacture of furniture'),
  ('32', 'C', 'Виробництво іншої продукції', 'Производство прочей продукции', 'Other manufacturing'),
  ('33', 'C', 'Ремонт і монтаж машин і устатковання', 'Ремонт и монтаж машин и оборудования', 'Repair and installation of machinery and equipment'),
  ('35', 'D', 'Постачання електроенергії, газу, пари та кондиційованого повітря', 'Снабжение электроэнергией, газом, паром и кондиционированным воздухом', 'Electricity, gas, steam and air conditioning supply'),
  ('36', 'E', 'Забір, очищення та постачання води', 'Забор, очистка и снабжение водой', 'Water collection, treatment and supply'),
  ('37', 'E', 'Каналізація, відведення й очищення стічних вод', 'Канализация, отвод и очистка сточных вод', 'Sewerage'),
  ('38', 'E', 'Збирання, оброблення й видалення відходів; відновлення матеріалів', 'Сбор, обработка и удаление отходов; восстановление материалов', 'Waste collection, treatment and disposal activities; materials recovery'),
  ('39', 'E', 'Інша діяльність щодо поводження з відходами', 'Прочая деятельность по обращению с отходами', 'Remediation activities and other waste management services'),
  ('41', 'F', 'Будівництво будівель', 'Строительство зданий', 'Construction of buildings'),
  ('42', 'F', 'Будівництво споруд', 'Строительство сооружений', 'Civil engineering'),
  ('43', 'F', 'Спеціалізовані будівельні роботи', 'Специализированные строительные работы', 'Specialised construction activities'),
  ('45', 'G', 'Оптова та роздрібна торгівля автотранспортними засобами та мотоциклами, їх ремонт', 'Оптовая и розничная торговля автотранспортными средствами и мотоциклами, их ремонт', 'Wholesale and retail trade and repair of motor vehicles and motorcycles'),
  ('46', 'G', 'Оптова торгівля, крім торгівлі автотранспортними засобами та мотоциклами', 'Оптовая торговля, кроме торговли автотранспортными средствами и мотоциклами', 'Wholesale trade, except of motor vehicles and motorcycles'),
  ('47', 'G', 'Роздрібна торгівля, крім торгівлі автотранспортними засобами та мотоциклами', 'Розничная торговля, кроме торговли автотранспортными средствами и мотоциклами', 'Retail trade, except of motor vehicles and motorcycles'),
  ('49', 'H', 'Наземний і трубопровідний транспорт', 'Наземный и трубопроводный транспорт', 'Land transport and transport via pipelines'),
  ('50', 'H', 'Водний транспорт', 'Водный транспорт', 'Water transport'),
  ('51', 'H', 'Авіаційний транспорт', 'Авиационный транспорт', 'Air transport'),
  ('52', 'H', 'Складське господарство та допоміжна діяльність у сфері транспорту', 'Складское хозяйство и вспомогательная деятельность в сфере транспорта', 'Warehousing and support activities for transportation'),
  ('53', 'H', 'Поштова та кур''єрська діяльність', 'Почтовая и курьерская деятельность', 'Postal and courier activities'),
  ('55', 'I', 'Тимчасове розміщування', 'Временное размещение', 'Accommodation'),
  ('56', 'I', 'Діяльність із забезпечення стравами та напоями', 'Деятельность по обеспечению блюдами и напитками', 'Food and beverage service activities'),
  ('58', 'J', 'Видавнича діяльність', 'Издательская деятельность', 'Publishing activities'),
  ('59', 'J', 'Виробництво кіно- та відеофільмів, телевізійних програм, видання звукозаписів', 'Производство кино- и видеофильмов, телевизионных программ, издание звукозаписей', 'Motion picture, video and television programme production, sound recording and music publishing activities'),
  ('60', 'J', 'Діяльність у сфері радіомовлення та телевізійного мовлення', 'Деятельность в сфере радиовещания и телевизионного вещания', 'Programming and broadcasting activities'),
  ('61', 'J', 'Телекомунікації (електрозв''язок)', 'Телекоммуникации (электросвязь)', 'Telecommunications'),
  ('62', 'J', 'Комп''ютерне програмування, консультування та пов''язана з ними діяльність', 'Компьютерное программирование, консультирование и связанная с ними деятельность', 'Computer programming, consultancy and related activities'),
  ('63', 'J', 'Надання інформаційних послуг', 'Предоставление информационных услуг', 'Information service activities'),
  ('64', 'K', 'Надання фінансових послуг, крім страхування та пенсійного забезпечення', 'Предоставление финансовых услуг, кроме страхования и пенсионного обеспечения', 'Financial service activities, except insurance and pension funding'),
  ('65', 'K', 'Страхування, перестрахування та недержавне пенсійне забезпечення, крім обов''язкового соціального страхування', 'Страхование, перестрахование и негосударственное пенсионное обеспечение, кроме обязательного социального страхования', 'Insurance, reinsurance and pension funding, except compulsory social security'),
  ('66', 'K', 'Допоміжна діяльність у сферах фінансових послуг і страхування', 'Вспомогательная деятельность в сферах финансовых услуг и страхования', 'Activities auxiliary to financial services and insurance activities'),
  ('68', 'L', 'Операції з нерухомим майном', 'Операции с недвижимым имуществом', 'Real estate activities'),
  ('69', 'M', 'Діяльність у сферах права та бухгалтерського обліку', 'Деятельность в сферах права и бухгалтерского учёта', 'Legal and accounting activities'),
  ('70', 'M', 'Діяльність головних управлінь (хед-офісів); консультування з питань керування', 'Деятельность головных управлений (хед-офисов); консультирование по вопросам управления', 'Activities of head offices; management consultancy activities'),
  ('71', 'M', 'Діяльність у сферах архітектури та інжинірингу; технічні випробування та дослідження', 'Деятельность в сферах архитектуры и инжиниринга; технические испытания и исследования', 'Architectural and engineering activities; technical testing and analysis'),
  ('72', 'M', 'Наукові дослідження та розробки', 'Научные исследования и разработки', 'Scientific research and development'),
  ('73', 'M', 'Рекламна діяльність і дослідження кон''юнктури ринку', 'Рекламная деятельность и исследование конъюнктуры рынка', 'Advertising and market research'),
  ('74', 'M', 'Інша професійна, наукова та технічна діяльність', 'Прочая профессиональная, научная и техническая деятельность', 'Other professional, scientific and technical activities'),
  ('75', 'M', 'Ветеринарна діяльність', 'Ветеринарная деятельность', 'Veterinary activities'),
  ('77', 'N', 'Оренда, прокат і лізинг', 'Аренда, прокат и лизинг', 'Rental and leasing activities'),
  ('78', 'N', 'Діяльність із працевлаштування', 'Деятельность по трудоустройству', 'Employment activities'),
  ('79', 'N', 'Діяльність туристичних агентств, туристичних операторів, надання інших послуг із бронювання та пов''язана з цим діяльність', 'Деятельность туристических агентств, туристических операторов, предоставление прочих услуг по бронированию и связанная с этим деятельность', 'Travel agency, tour operator and other reservation service and related activities'),
  ('80', 'N', 'Діяльність охоронних служб та проведення розслідувань', 'Деятельность охранных служб и проведение расследований', 'Security and investigation activities'),
  ('81', 'N', 'Обслуговування будинків і територій', 'Обслуживание зданий и территорий', 'Services to buildings and landscape activities'),
  ('82', 'N', 'Адміністративна та допоміжна офісна діяльність, інші допоміжні комерційні послуги', 'Административная и вспомогательная офисная деятельность, прочие вспомогательные коммерческие услуги', 'Office administrative, office support and other business support activities'),
  ('84', 'O', 'Державне управління й оборона; обов''язкове соціальне страхування', 'Государственное управление и оборона; обязательное социальное страхование', 'Public administration and defence; compulsory social security'),
  ('85', 'P', 'Освіта', 'Образование', 'Education'),
  ('86', 'Q', 'Охорона здоров''я', 'Здравоохранение', 'Human health activities'),
  ('87', 'Q', 'Надання послуг догляду із забезпеченням проживання', 'Предоставление услуг по уходу с обеспечением проживания', 'Residential care activities'),
  ('88', 'Q', 'Надання соціальної допомоги без забезпечення проживання', 'Предоставление социальной помощи без обеспечения проживания', 'Social work activities without accommodation'),
  ('90', 'R', 'Діяльність у сфері творчості, мистецтва та розваг', 'Деятельность в сфере творчества, искусства и развлечений', 'Creative, arts and entertainment activities'),
  ('91', 'R', 'Функціювання бібліотек, архівів, музеїв та інших закладів культури', 'Функционирование библиотек, архивов, музеев и прочих учреждений культуры', 'Libraries, archives, museums and other cultural activities'),
  ('92', 'R', 'Організування азартних ігор', 'Организация азартных игр', 'Gambling and betting activities'),
  ('93', 'R', 'Діяльність у сфері спорту, організування відпочинку та розваг', 'Деятельность в сфере спорта, организации отдыха и развлечений', 'Sports activities and amusement and recreation activities'),
  ('94', 'S', 'Діяльність громадських організацій', 'Деятельность общественных организаций', 'Activities of membership organisations'),
  ('95', 'S', 'Ремонт комп''ютерів, побутових виробів і предметів особистого вжитку', 'Ремонт компьютеров, бытовых изделий и предметов личного потребления', 'Repair of computers and personal and household goods'),
  ('96', 'S', 'Надання інших індивідуальних послуг', 'Предоставление прочих индивидуальных услуг', 'Other personal service activities'),
  ('97', 'T', 'Діяльність домашніх господарств як роботодавців для домашньої прислуги', 'Деятельность домашних хозяйств как работодателей для домашней прислуги', 'Activities of households as employers of domestic personnel'),
  ('98', 'T', 'Діяльність домашніх господарств як виробників товарів і послуг для власного споживання', 'Деятельность домашних хозяйств как производителей товаров и услуг для собственного потребления', 'Undifferentiated goods- and services-producing activities of private households for own use'),
  ('99', 'U', 'Діяльність екстериторіальних організацій і органів', 'Деятельность экстерриториальных организаций и органов', 'Activities of extraterritorial organisations and bodies');
