package io.loadscope.bench.wikidata;

import java.math.BigDecimal;

/**
 * Full value nodes ({@code wdv:}) for time, quantity and globe-coordinate values, as Wikibase writes them. Each
 * value is a point of a finite space (a date at a precision, an amount in a unit, a cell of a grid) whose index
 * names the node, so items that share a value share its node, and it is written once: the first time it is used.
 */
final class ValueNodes {
    static final int YEAR_MIN = -12000;
    static final int YEAR_MAX = 2100;
    private static final int YEARS = YEAR_MAX - YEAR_MIN + 1;
    private static final int[] MONTH_DAYS = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    static final String GREGORIAN = "Q1985727";
    static final String JULIAN = "Q1985786";
    /** Quantity units: none ("1", written as wd:Q199), metre, square kilometre, kilogram. */
    static final String[] UNITS = {"Q199", "Q11573", "Q712226", "Q11570"};
    private static final String SQUARE_METRE = "Q25343";
    private static final String[] GEO_PRECISION = {"0.00027777777777778", "0.0001", "0.001", "0.01", "0.1"};
    private static final int[] GEO_DECIMALS = {12, 4, 3, 2, 1};
    static final int GRID = 4096;

    final Once times = new Once();
    final Once quantities = new Once();
    final Once globes = new Once();

    void commit() {
        times.commit();
        quantities.commit();
        globes.commit();
    }

    void rollback() {
        times.rollback();
        quantities.rollback();
        globes.rollback();
    }

    // ---- time

    /** A time value: {@code year} as Wikibase stores it (-44 is 44 BCE), {@code dayOfYear} in [0, 365), precision 6 to 11. */
    Val time(Val v, int year, int dayOfYear, int precision, boolean julian) {
        if (year == 0) year = 1;
        year = Math.max(YEAR_MIN, Math.min(YEAR_MAX, year));
        if (precision < 11) dayOfYear = precision == 10 ? firstDayOfMonth(dayOfYear) : 0;
        v.set(Val.Kind.TIME, timeLexical(year, dayOfYear, precision));
        v.dt = Dt.DATE_TIME;
        v.node = ((long) ((precision - 6) * 2 + (julian ? 1 : 0)) * YEARS + (year - YEAR_MIN)) * 366L + dayOfYear;
        return v;
    }

    private static int firstDayOfMonth(int dayOfYear) {
        int d = 0;
        for (int days : MONTH_DAYS) {
            if (dayOfYear < d + days) return d;
            d += days;
        }
        return d;
    }

    /**
     * The xsd:dateTime Wikibase's RDF writes: no leading '+'; negative years of year or finer precision moved one up
     * (XSD 1.1 has a year 0000, which is 1 BCE), coarser ones left as they are; month and day 01 below their precision.
     */
    static String timeLexical(int year, int dayOfYear, int precision) {
        int month = 1;
        int day = 1;
        int d = dayOfYear;
        for (int m = 0; m < 12; m++) {
            if (d < MONTH_DAYS[m]) {
                month = m + 1;
                day = d + 1;
                break;
            }
            d -= MONTH_DAYS[m];
        }
        if (precision <= 9) {
            month = 1;
            day = 1;
        } else if (precision == 10) {
            day = 1;
        }
        boolean minus = year < 0;
        long y = Math.abs((long) year);
        if (minus && precision >= 9) {
            y -= 1;
            if (y == 0) minus = false;
        }
        StringBuilder b = new StringBuilder(24);
        if (minus) b.append('-');
        String ys = Long.toString(y);
        for (int i = ys.length(); i < 4; i++) b.append('0');
        b.append(ys).append('-');
        if (month < 10) b.append('0');
        b.append(month).append('-');
        if (day < 10) b.append('0');
        b.append(day).append("T00:00:00Z");
        return b.toString();
    }

    private void writeTime(Triples x, String name, long index) {
        int dayOfYear = (int) (index % 366);
        long rest = index / 366;
        int year = (int) (rest % YEARS) + YEAR_MIN;
        int code = (int) (rest / YEARS);
        int precision = code / 2 + 6;
        boolean julian = code % 2 == 1;
        x.iri(Ns.WDV, name, Ns.RDF, "type", Ns.WIKIBASE, "TimeValue");
        x.typed(Ns.WDV, name, Ns.WIKIBASE, "timeValue", timeLexical(year, dayOfYear, precision), Dt.DATE_TIME);
        x.typed(Ns.WDV, name, Ns.WIKIBASE, "timePrecision", Integer.toString(precision), Dt.INTEGER);
        x.typed(Ns.WDV, name, Ns.WIKIBASE, "timeTimezone", "0", Dt.INTEGER);
        x.iri(Ns.WDV, name, Ns.WIKIBASE, "timeCalendarModel", Ns.WD, julian ? JULIAN : GREGORIAN);
    }

    // ---- quantity

    /** A quantity: {@code code} in [0, 2^19) is the amount (hundredths for units other than "1"), unit index, bounds 0-2. */
    Val quantity(Val v, int code, int unit, int bounds, boolean negative) {
        long index = ((((long) code * UNITS.length + unit) * 3 + bounds) * 2 + (negative ? 1 : 0));
        v.set(Val.Kind.QUANTITY, amount(code, unit, negative, 0));
        v.dt = Dt.DECIMAL;
        v.node = index;
        return v;
    }

    /** The amount with Wikibase's explicit sign; {@code offset} in hundredths (or units) for the bounds. */
    private static String amount(int code, int unit, boolean negative, int offset) {
        long n = (negative ? -(long) code : code) + offset;
        String sign = n < 0 ? "-" : "+";
        long a = Math.abs(n);
        if (unit == 0) return sign + a;
        long frac = a % 100;
        if (frac == 0) return sign + (a / 100);
        return sign + (a / 100) + "." + (frac < 10 ? "0" + frac : (frac % 10 == 0 ? Long.toString(frac / 10) : Long.toString(frac)));
    }

    /** Whether the value's unit converts (metre, kilogram and square kilometre do; "1" does not). */
    static boolean normalizes(long index) {
        return unitOf(index) != 0;
    }

    private static int unitOf(long index) {
        return (int) ((index / 6) % UNITS.length);
    }

    /** The normalized node's name: the node itself for SI units, a square-metre node for square kilometres. */
    String normalizedName(long index) {
        return unitOf(index) == 2 ? Hashes.hex(0x4E0L, index, 32) : Hashes.hex(0x9A1L, index, 32);
    }

    private void writeQuantity(Triples x, String name, long index) {
        boolean negative = index % 2 == 1;
        int bounds = (int) ((index / 2) % 3);
        int unit = unitOf(index);
        int code = (int) (index / 6 / UNITS.length);
        writeAmounts(x, name, code, unit, bounds, negative, UNITS[unit], 1);
        if (unit == 1 || unit == 3) {
            x.iri(Ns.WDV, name, Ns.WIKIBASE, "quantityNormalized", Ns.WDV, name);
        } else if (unit == 2) {
            String norm = normalizedName(index);
            x.iri(Ns.WDV, name, Ns.WIKIBASE, "quantityNormalized", Ns.WDV, norm);
            if (quantities.first(index * 2 + 1)) {
                writeAmounts(x, norm, code, unit, bounds, negative, SQUARE_METRE, 1_000_000);
                x.iri(Ns.WDV, norm, Ns.WIKIBASE, "quantityNormalized", Ns.WDV, norm);
            }
        }
    }

    private static void writeAmounts(Triples x, String name, int code, int unit, int bounds, boolean negative, String unitId, long factor) {
        x.iri(Ns.WDV, name, Ns.RDF, "type", Ns.WIKIBASE, "QuantityValue");
        x.typed(Ns.WDV, name, Ns.WIKIBASE, "quantityAmount", scaled(amount(code, unit, negative, 0), factor), Dt.DECIMAL);
        if (bounds > 0) {
            x.typed(Ns.WDV, name, Ns.WIKIBASE, "quantityUpperBound", scaled(amount(code, unit, negative, bounds), factor), Dt.DECIMAL);
            x.typed(Ns.WDV, name, Ns.WIKIBASE, "quantityLowerBound", scaled(amount(code, unit, negative, -bounds), factor), Dt.DECIMAL);
        }
        x.iri(Ns.WDV, name, Ns.WIKIBASE, "quantityUnit", Ns.WD, unitId);
    }

    private static String scaled(String amount, long factor) {
        if (factor == 1) return amount;
        String s = new BigDecimal(amount).multiply(BigDecimal.valueOf(factor)).stripTrailingZeros().toPlainString();
        return s.startsWith("-") ? s : "+" + s;
    }

    // ---- globe coordinate

    /** A coordinate: the cell (i, j) of a GRID x GRID grid; position in the cell, precision and globe follow from it. */
    Val globe(Val v, int i, int j) {
        long index = (long) i * GRID + j;
        long h = Rng.mix(index, 0x6E0);
        int p = (int) ((h >>> 8) % GEO_PRECISION.length);
        String lat = coordinate(-90 + 180.0 * (i + ((h >>> 20) & 0xFFFF) / 65536.0) / GRID, GEO_DECIMALS[p]);
        String lon = coordinate(-180 + 360.0 * (j + ((h >>> 40) & 0xFFFF) / 65536.0) / GRID, GEO_DECIMALS[p]);
        String globe = globeOf(h);
        String point = "Point(" + lon + " " + lat + ")";
        v.set(Val.Kind.GLOBE, globe.equals("Q2") ? point : "<" + Ns.WD.iri + globe + "> " + point);
        v.dt = Dt.WKT;
        v.node = index;
        return v;
    }

    private static String globeOf(long h) {
        int g = (int) (h & 0xFF);
        return g < 2 ? "Q405" : g < 3 ? "Q111" : "Q2";
    }

    private static String coordinate(double value, int decimals) {
        String s = BigDecimal.valueOf(value).setScale(decimals, java.math.RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }

    private void writeGlobe(Triples x, String name, long index) {
        int i = (int) (index / GRID);
        int j = (int) (index % GRID);
        long h = Rng.mix(index, 0x6E0);
        int p = (int) ((h >>> 8) % GEO_PRECISION.length);
        x.iri(Ns.WDV, name, Ns.RDF, "type", Ns.WIKIBASE, "GlobecoordinateValue");
        x.typed(Ns.WDV, name, Ns.WIKIBASE, "geoLatitude", coordinate(-90 + 180.0 * (i + ((h >>> 20) & 0xFFFF) / 65536.0) / GRID, GEO_DECIMALS[p]), Dt.DECIMAL);
        x.typed(Ns.WDV, name, Ns.WIKIBASE, "geoLongitude", coordinate(-180 + 360.0 * (j + ((h >>> 40) & 0xFFFF) / 65536.0) / GRID, GEO_DECIMALS[p]), Dt.DECIMAL);
        x.typed(Ns.WDV, name, Ns.WIKIBASE, "geoPrecision", GEO_PRECISION[p], Dt.DECIMAL);
        x.iri(Ns.WDV, name, Ns.WIKIBASE, "geoGlobe", Ns.WD, globeOf(h));
    }

    // ---- linking

    /** The node's name: a hash of the value, as Wikibase names value nodes by their content's hash. */
    static String name(Val v) {
        long salt = switch (v.kind) {
            case TIME -> 0x71E;
            case QUANTITY -> 0x9A1;
            default -> 0x6E0;
        };
        return Hashes.hex(salt, v.node, 32);
    }

    /**
     * Links {@code s} to the value's node through {@code valueNs:prop} (psv, pqv or prv), with the normalized link
     * (psn, pqn or prn) for quantities in convertible units; writes the node into {@code x} the first time.
     */
    void link(Triples t, Ns sn, String s, Ns valueNs, Ns normalizedNs, String prop, Val v, Triples x) {
        String name = name(v);
        t.iri(sn, s, valueNs, prop, Ns.WDV, name);
        switch (v.kind) {
            case TIME -> {
                if (times.first(v.node)) writeTime(x, name, v.node);
            }
            case QUANTITY -> {
                if (normalizes(v.node)) t.iri(sn, s, normalizedNs, prop, Ns.WDV, unitOf(v.node) == 2 ? normalizedName(v.node) : name);
                if (quantities.first(v.node * 2)) writeQuantity(x, name, v.node);
            }
            default -> {
                if (globes.first(v.node)) writeGlobe(x, name, v.node);
            }
        }
    }
}
