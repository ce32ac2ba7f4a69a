package io.loadscope.engine.blazegraph.sorted;

import java.lang.reflect.Field;
import java.lang.reflect.Method;

/** Blazegraph's non-public members, looked up once and checked for the type loadscope expects of them. */
public final class Members {
    private Members() {
    }

    public static Field field(Class<?> owner, String name, Class<?> type) throws NoSuchFieldException {
        Field f = owner.getDeclaredField(name);
        if (!type.isAssignableFrom(f.getType())) {
            throw new NoSuchFieldException(owner.getSimpleName() + "." + name + " has type " + f.getType().getName()
                    + ", expected " + type.getName());
        }
        f.setAccessible(true);
        return f;
    }

    static Method method(Class<?> owner, String name, Class<?>... params) throws NoSuchMethodException {
        Method m = owner.getDeclaredMethod(name, params);
        m.setAccessible(true);
        return m;
    }
}
