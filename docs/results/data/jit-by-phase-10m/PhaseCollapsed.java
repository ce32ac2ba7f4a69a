import one.convert.Arguments;
import one.convert.JfrToFlame;
// java -cp loadscope.jar PhaseCollapsed.java REC.jfr OUT.collapsed FROM_EPOCH_MS TO_EPOCH_MS
public class PhaseCollapsed {
    public static void main(String[] a) throws Exception {
        Arguments args = new Arguments("--cpu", "--threads");
        args.output = "collapsed";
        args.from = Long.parseLong(a[2]);
        args.to = Long.parseLong(a[3]);
        JfrToFlame.convert(a[0], a[1], args);
    }
}
