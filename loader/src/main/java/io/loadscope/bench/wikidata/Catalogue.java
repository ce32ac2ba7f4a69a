package io.loadscope.bench.wikidata;

import java.util.List;

import static io.loadscope.bench.wikidata.Prop.Type.COMMONS;
import static io.loadscope.bench.wikidata.Prop.Type.EXTERNAL_ID;
import static io.loadscope.bench.wikidata.Prop.Type.GLOBE;
import static io.loadscope.bench.wikidata.Prop.Type.ITEM;
import static io.loadscope.bench.wikidata.Prop.Type.MONOLINGUAL;
import static io.loadscope.bench.wikidata.Prop.Type.QUANTITY;
import static io.loadscope.bench.wikidata.Prop.Type.STRING;
import static io.loadscope.bench.wikidata.Prop.Type.TIME;
import static io.loadscope.bench.wikidata.Prop.Type.URL;

/** The properties, languages, sites and common objects the generated items draw on: real Wikidata ids and codes. */
final class Catalogue {
    private Catalogue() {
    }

    static final Prop INSTANCE_OF = Prop.of("P31", ITEM);
    static final Prop SUBCLASS_OF = Prop.of("P279", ITEM);
    static final Prop COUNTRY = Prop.of("P17", ITEM);
    static final Prop LOCATED_IN = Prop.of("P131", ITEM);
    static final Prop COORDINATES = Prop.of("P625", GLOBE);
    static final Prop POPULATION = Prop.of("P1082", QUANTITY);
    static final Prop ELEVATION = Prop.of("P2044", QUANTITY);
    static final Prop AREA = Prop.of("P2046", QUANTITY);
    static final Prop POINT_IN_TIME = Prop.of("P585", TIME);
    static final Prop START_TIME = Prop.of("P580", TIME);
    static final Prop END_TIME = Prop.of("P582", TIME);
    static final Prop INCEPTION = Prop.of("P571", TIME);
    static final Prop BIRTH = Prop.of("P569", TIME);
    static final Prop DEATH = Prop.of("P570", TIME);
    static final Prop SEX = Prop.of("P21", ITEM);
    static final Prop CITIZENSHIP = Prop.of("P27", ITEM);
    static final Prop OCCUPATION = Prop.of("P106", ITEM);
    static final Prop BIRTHPLACE = Prop.of("P19", ITEM);
    static final Prop DEATHPLACE = Prop.of("P20", ITEM);
    static final Prop GIVEN_NAME = Prop.of("P735", ITEM);
    static final Prop FAMILY_NAME = Prop.of("P734", ITEM);
    static final Prop EDUCATED_AT = Prop.of("P69", ITEM);
    static final Prop IMAGE = Prop.of("P18", COMMONS);
    static final Prop VIAF = new Prop("P214", EXTERNAL_ID, "http://viaf.org/viaf/");
    static final Prop GND = new Prop("P227", EXTERNAL_ID, "https://d-nb.info/gnd/");
    static final Prop ISNI = Prop.of("P213", EXTERNAL_ID);
    static final Prop FREEBASE = new Prop("P646", EXTERNAL_ID, "http://g.co/kg");
    static final Prop GEONAMES = new Prop("P1566", EXTERNAL_ID, "https://sws.geonames.org/");
    static final Prop TAXON_NAME = Prop.of("P225", STRING);
    static final Prop PARENT_TAXON = Prop.of("P171", ITEM);
    static final Prop TAXON_RANK = Prop.of("P105", ITEM);
    static final Prop COMMON_NAME = Prop.of("P1843", MONOLINGUAL);
    static final Prop NCBI_TAXON = Prop.of("P685", EXTERNAL_ID);
    static final Prop GBIF = Prop.of("P846", EXTERNAL_ID);
    static final Prop TITLE = Prop.of("P1476", MONOLINGUAL);
    static final Prop PUBLICATION_DATE = Prop.of("P577", TIME);
    static final Prop PUBLISHED_IN = Prop.of("P1433", ITEM);
    static final Prop VOLUME = Prop.of("P478", STRING);
    static final Prop ISSUE = Prop.of("P433", STRING);
    static final Prop PAGES = Prop.of("P304", STRING);
    static final Prop DOI = new Prop("P356", EXTERNAL_ID, "http://dx.doi.org/");
    static final Prop PUBMED = new Prop("P698", EXTERNAL_ID, "http://rdf.ncbi.nlm.nih.gov/pubchem/reference/");
    static final Prop PMCID = Prop.of("P932", EXTERNAL_ID);
    static final Prop OPENCITATIONS = new Prop("P3181", EXTERNAL_ID, "https://w3id.org/oc/corpus/br/");
    static final Prop AUTHOR_NAME = Prop.of("P2093", STRING);
    static final Prop AUTHOR = Prop.of("P50", ITEM);
    static final Prop ORDINAL = Prop.of("P1545", STRING);
    static final Prop NAMED_AS = Prop.of("P1932", STRING);
    static final Prop CITES = Prop.of("P2860", ITEM);
    static final Prop MAIN_SUBJECT = Prop.of("P921", ITEM);
    static final Prop LANGUAGE = Prop.of("P407", ITEM);
    static final Prop STATED_IN = Prop.of("P248", ITEM);
    static final Prop RETRIEVED = Prop.of("P813", TIME);
    static final Prop REFERENCE_URL = Prop.of("P854", URL);
    static final Prop IMPORTED_FROM = Prop.of("P143", ITEM);
    static final Prop OFFICIAL_WEBSITE = Prop.of("P856", URL);
    static final Prop CATEGORY_TOPIC = Prop.of("P301", ITEM);
    static final Prop COMMONS_CATEGORY = Prop.of("P373", STRING);
    static final Prop PART_OF = Prop.of("P361", ITEM);
    static final Prop OFFICIAL_NAME = Prop.of("P1448", MONOLINGUAL);
    static final Prop HEIGHT = Prop.of("P2048", QUANTITY);
    static final Prop MASS = Prop.of("P2067", QUANTITY);
    static final Prop GENRE = Prop.of("P136", ITEM);
    static final Prop COUNTRY_OF_ORIGIN = Prop.of("P495", ITEM);
    static final Prop DISSOLVED = Prop.of("P576", TIME);

    /** Every property above, in the order of their declarations' numbers (index = bit in the declared set). */
    static final List<Prop> ALL = List.of(INSTANCE_OF, SUBCLASS_OF, COUNTRY, LOCATED_IN, COORDINATES, POPULATION, ELEVATION,
            AREA, POINT_IN_TIME, START_TIME, END_TIME, INCEPTION, BIRTH, DEATH, SEX, CITIZENSHIP, OCCUPATION, BIRTHPLACE,
            DEATHPLACE, GIVEN_NAME, FAMILY_NAME, EDUCATED_AT, IMAGE, VIAF, GND, ISNI, FREEBASE, GEONAMES, TAXON_NAME,
            PARENT_TAXON, TAXON_RANK, COMMON_NAME, NCBI_TAXON, GBIF, TITLE, PUBLICATION_DATE, PUBLISHED_IN, VOLUME, ISSUE,
            PAGES, DOI, PUBMED, PMCID, OPENCITATIONS, AUTHOR_NAME, AUTHOR, ORDINAL, NAMED_AS, CITES, MAIN_SUBJECT, LANGUAGE,
            STATED_IN, RETRIEVED, REFERENCE_URL, IMPORTED_FROM, OFFICIAL_WEBSITE, CATEGORY_TOPIC, COMMONS_CATEGORY, PART_OF,
            OFFICIAL_NAME, HEIGHT, MASS, GENRE, COUNTRY_OF_ORIGIN, DISSOLVED);

    /**
     * Wikimedia language codes, roughly in order of how many labels and descriptions Wikidata has in each (English,
     * Dutch, French, German, ... first), hyphenated variants among them as Wikidata writes them.
     */
    static final String[] LANGUAGES = ("en nl fr de es it ru ast ca pt sv ja zh uk pl ar sq he hy ko cs bg da fi hu ro "
            + "tr el id vi fa sr nb et sk sl lt lv gl eu eo oc tl th hi bn ur ta ms ka be-tarask be mk bs hr is ga cy la "
            + "zh-hans zh-hant zh-hk zh-tw zh-cn zh-sg zh-mo zh-my pt-br en-gb en-ca de-ch sr-ec sr-el tg tg-cyrl nan yue "
            + "wuu hyw nn af sw az kk uz ky mn ne mr gu kn ml te si my km lo am so yo ig ha zu xh mg ceb war min jv su "
            + "pa ps ku ckb sd ug bo dv ht lb fy fo rm br co sc vec lmo pms nap scn an frp wa li nds gsw bar ksh hsb dsb "
            + "csb szl rue crh tt ba cv sah os ce av lez kbd ady inh mhr mrj udm kv koi myv mdf krc kaa tyv bxr xal "
            + "ang sco gd gv kw se sms smn fit vro liv ltg sgs bat-smg fiu-vro nov ia ie io vo lfn jbo mul").split(" ");

    /** Scripts by language: which letters a label in that language is spelled in. */
    static Script script(String lang) {
        return switch (lang) {
            case "ru", "uk", "bg", "sr", "sr-ec", "mk", "be", "be-tarask", "kk", "ky", "mn", "tg", "tg-cyrl", "tt", "ba",
                    "cv", "sah", "os", "ce", "av", "lez", "kbd", "ady", "inh", "mhr", "mrj", "udm", "kv", "koi", "myv",
                    "mdf", "krc", "tyv", "bxr", "xal", "rue" -> Script.CYRILLIC;
            case "zh", "zh-hans", "zh-hant", "zh-hk", "zh-tw", "zh-cn", "zh-sg", "zh-mo", "zh-my", "yue", "wuu", "ja" -> Script.HAN;
            case "ar", "fa", "ur", "ps", "ckb", "sd", "ug" -> Script.ARABIC;
            case "he" -> Script.HEBREW;
            case "el" -> Script.GREEK;
            case "hy", "hyw" -> Script.ARMENIAN;
            case "ka" -> Script.GEORGIAN;
            case "ko" -> Script.HANGUL;
            case "hi", "mr", "ne" -> Script.DEVANAGARI;
            case "th" -> Script.THAI;
            case "bn" -> Script.BENGALI;
            case "ta" -> Script.TAMIL;
            default -> Script.LATIN;
        };
    }

    /** Wikimedia sites, largest sitelink counts first: language code (or "commons"), wiki group. */
    static final String[][] SITES = {
            {"en", "wikipedia"}, {"ceb", "wikipedia"}, {"de", "wikipedia"}, {"fr", "wikipedia"}, {"sv", "wikipedia"},
            {"commons", "commons"}, {"nl", "wikipedia"}, {"ru", "wikipedia"}, {"es", "wikipedia"}, {"it", "wikipedia"},
            {"pl", "wikipedia"}, {"arz", "wikipedia"}, {"ja", "wikipedia"}, {"zh", "wikipedia"}, {"uk", "wikipedia"},
            {"vi", "wikipedia"}, {"war", "wikipedia"}, {"ar", "wikipedia"}, {"pt", "wikipedia"}, {"fa", "wikipedia"},
            {"ca", "wikipedia"}, {"sr", "wikipedia"}, {"id", "wikipedia"}, {"ko", "wikipedia"}, {"no", "wikipedia"},
            {"fi", "wikipedia"}, {"hu", "wikipedia"}, {"cs", "wikipedia"}, {"tr", "wikipedia"}, {"he", "wikipedia"},
            {"en", "wikisource"}, {"en", "wikiquote"}, {"de", "wikisource"}, {"fr", "wikiquote"}, {"en", "wikivoyage"},
            {"it", "wikiquote"}, {"ru", "wikisource"}, {"simple", "wikipedia"}, {"eo", "wikipedia"}, {"el", "wikipedia"}};

    /** Classes items are instances of, most common first (scholarly article, human, taxon, category, ...). */
    static final String[] CLASSES = {"Q13442814", "Q5", "Q16521", "Q4167836", "Q486972", "Q532", "Q4167410", "Q11424",
            "Q7187", "Q8502", "Q13406463", "Q3305213", "Q7889", "Q482994", "Q11173", "Q523", "Q134556", "Q41176",
            "Q3947", "Q23397", "Q4022", "Q571", "Q7725634", "Q17329259", "Q2668072", "Q215380", "Q1549591", "Q79007"};

    /** Frequent object items: countries, languages, genders, journals, occupations, taxon ranks, units' items. */
    static final String[] HUBS = {"Q30", "Q183", "Q142", "Q145", "Q38", "Q29", "Q17", "Q159", "Q148", "Q668", "Q155",
            "Q1860", "Q188", "Q150", "Q1321", "Q652", "Q6581097", "Q6581072", "Q7432", "Q34740", "Q36180", "Q82955",
            "Q1930187", "Q33999", "Q937857", "Q40348", "Q1622272", "Q639669", "Q901", "Q1028181", "Q180686", "Q229883",
            "Q5533480", "Q26288", "Q7318358", "Q2013", "Q328", "Q48183", "Q8447", "Q206855", "Q11920", "Q15241312"};
}
