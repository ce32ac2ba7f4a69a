package io.loadscope.predict;

/** Ordinary least squares for a few basis functions, by the normal equations (three unknowns at most here). */
final class LeastSquares {
    private LeastSquares() {
    }

    /** Coefficients c minimising Σ (y − Σ c_j x_j)², rows of {@code x} one per point; null when the fit is degenerate. */
    static double[] fit(double[][] x, double[] y) {
        int k = x[0].length;
        double[][] a = new double[k][k + 1];
        for (int i = 0; i < y.length; i++) {
            for (int r = 0; r < k; r++) {
                for (int c = 0; c < k; c++) a[r][c] += x[i][r] * x[i][c];
                a[r][k] += x[i][r] * y[i];
            }
        }
        // Gaussian elimination with partial pivoting.
        for (int col = 0; col < k; col++) {
            int pivot = col;
            for (int r = col + 1; r < k; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
            if (Math.abs(a[pivot][col]) < 1e-300) return null;
            double[] t = a[col];
            a[col] = a[pivot];
            a[pivot] = t;
            for (int r = 0; r < k; r++) {
                if (r == col) continue;
                double f = a[r][col] / a[col][col];
                for (int c = col; c <= k; c++) a[r][c] -= f * a[col][c];
            }
        }
        double[] out = new double[k];
        for (int r = 0; r < k; r++) out[r] = a[r][k] / a[r][r];
        return out;
    }
}
