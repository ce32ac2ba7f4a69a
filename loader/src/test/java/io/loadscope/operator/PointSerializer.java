package io.loadscope.operator;

import com.bigdata.service.geospatial.GeoSpatialDefaultLiteralSerializer;

/**
 * WKT points as the Wikidata Query Service writes coordinates: {@code Point(LONGITUDE LATITUDE)}, with the globe's IRI
 * before it when the globe is not the Earth ({@code <http://www.wikidata.org/entity/Q405> Point(…)}). The components are
 * longitude, latitude and a coordinate system, the globe's item number (0 for the Earth), as the query service's
 * geospatial datatype declares them; {@link #fromComponents} writes a point back as {@link #toComponents} read it, so a
 * point whose numbers are written as Java writes doubles reads back exactly as written.
 */
public class PointSerializer extends GeoSpatialDefaultLiteralSerializer {
    private static final long serialVersionUID = 1L;
    public static final String DATATYPE = "http://www.opengis.net/ont/geosparql#wktLiteral";
    public static final String GLOBE_PREFIX = "http://www.wikidata.org/entity/Q";
    private static final String POINT = "Point(";

    @Override
    public String[] toComponents(String literal) {
        String s = literal.strip();
        String system = "0";
        if (s.startsWith("<")) {
            int end = s.indexOf('>');
            if (end < 0 || !s.startsWith("<" + GLOBE_PREFIX)) throw new IllegalArgumentException("not a globe IRI: " + literal);
            system = s.substring(1 + GLOBE_PREFIX.length(), end);
            s = s.substring(end + 1).strip();
        }
        if (!s.startsWith(POINT) || !s.endsWith(")")) throw new IllegalArgumentException("not a WKT point: " + literal);
        String[] lonLat = s.substring(POINT.length(), s.length() - 1).strip().split("\\s+");
        if (lonLat.length != 2) throw new IllegalArgumentException("not a WKT point: " + literal);
        return new String[] {lonLat[0], lonLat[1], system};
    }

    @Override
    public String fromComponents(Object[] components) {
        String point = POINT + number(components[0]) + " " + number(components[1]) + ")";
        long system = ((Number) components[2]).longValue();
        return system == 0 ? point : "<" + GLOBE_PREFIX + system + "> " + point;
    }

    private static String number(Object component) {
        return component instanceof Double d ? Double.toString(d) : component.toString();
    }
}
