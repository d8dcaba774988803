//! Texel-style tuning of the evaluation's weights: fits them to game results by minimising the
//! squared error between each position's result and a logistic function of its evaluation,
//! with full-batch gradient descent (Adam) over the positions' traces.
//!
//! ```sh
//! cargo run --release -p engine --features tune --example tune -- \
//!     --epochs 3000 --out crates/engine/src/eval/weights.rs data1.txt data2.txt
//! ```
//!
//! The data are lines `FEN;result;score` as `examples/datagen.rs` writes them (or `FEN;result`,
//! from `datagen --filter`). The scale `K` of
//! the logistic function is fitted to the current weights first; the last tenth of the
//! positions (in file order) is held out to report an error the fit has not seen. `--lambda L`
//! blends the label: `L * result + (1 - L) * logistic(search score)` (default 1: results only).
//! Weights used by fewer than `--min-uses` positions (default 300) keep their values; `--l2 X`
//! adds `X` times the squared distance of the weights from their starting values to the error
//! (positions of one game share their label, so a few thousand games leave many weights
//! loosely determined). The weights written are those of the epoch (a multiple of 50) with the
//! least error against the results of the held-out positions. `--only A,B` tunes the weights
//! of the groups named (as in `eval/layout.rs`) and keeps all others.

use engine::tune::{name, trace, weights, weights_source, Trace, WEIGHTS};
use rules::fen::parse_position;

struct Sample {
    trace: Trace,
    /// What the fit aims at: the result, or a blend of it with the search score.
    target: f64,
    /// The game's result from White's side.
    result: f64,
    /// The search score in centipawns from White's side, if known.
    score: Option<f64>,
}

struct Options {
    files: Vec<String>,
    epochs: usize,
    rate: f64,
    lambda: f64,
    out: Option<String>,
    note: String,
    min_uses: usize,
    /// Only the weights of these groups are tuned (all when empty).
    only: Vec<String>,
    l2: f64,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        files: Vec::new(),
        epochs: 2000,
        rate: 1.0,
        lambda: 1.0,
        out: None,
        note: String::new(),
        min_uses: 300,
        only: Vec::new(),
        l2: 0.0,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("a value is missing after {a}"));
        match a.as_str() {
            "--epochs" => o.epochs = value()?.parse().map_err(|_| "bad --epochs")?,
            "--rate" => o.rate = value()?.parse().map_err(|_| "bad --rate")?,
            "--lambda" => o.lambda = value()?.parse().map_err(|_| "bad --lambda")?,
            "--out" => o.out = Some(value()?),
            "--note" => o.note = value()?,
            "--only" => o.only = value()?.split(',').map(str::to_string).collect(),
            "--l2" => o.l2 = value()?.parse().map_err(|_| "bad --l2")?,
            "--min-uses" => o.min_uses = value()?.parse().map_err(|_| "bad --min-uses")?,
            _ => o.files.push(a),
        }
    }
    if o.files.is_empty() {
        return Err("no data file".into());
    }
    Ok(o)
}

/// The logistic function of an evaluation in centipawns with scale `k`.
fn sigmoid(k: f64, v: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * v / 400.0))
}

fn load(o: &Options) -> Result<Vec<(Trace, f64, Option<f64>)>, String> {
    let mut out = Vec::new();
    for file in &o.files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for line in text.lines() {
            let mut parts = line.split(';');
            let (Some(fen), Some(result)) = (parts.next(), parts.next()) else {
                continue;
            };
            let Ok(result) = result.parse::<f64>() else {
                continue;
            };
            // No search score (positions from matches): the result alone is the label.
            let score = parts.next().and_then(|s| s.parse::<f64>().ok());
            let Ok(pos) = parse_position(fen) else {
                continue;
            };
            if let Some(t) = trace(&pos) {
                out.push((t, result, score));
            }
        }
    }
    Ok(out)
}

/// The mean squared error against the targets (`results`: against the game results).
fn error(samples: &[Sample], w: &[(f64, f64)], k: f64, results: bool) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let aim = if results { s.result } else { s.target };
            (aim - sigmoid(k, s.trace.eval(w))).powi(2)
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The `K` that minimises the error with the weights `w` (golden-section search).
fn fit_k(samples: &[Sample], w: &[(f64, f64)]) -> f64 {
    let (mut lo, mut hi) = (0.2f64, 3.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if error(samples, w, a, true) < error(samples, w, b, true) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// The gradient of the error with respect to every weight (middlegame, endgame).
fn gradient(samples: &[Sample], w: &[(f64, f64)], k: f64) -> Vec<(f64, f64)> {
    let mut g = vec![(0.0, 0.0); w.len()];
    let c = k * 10f64.ln() / 400.0;
    for s in samples {
        let t = &s.trace;
        let p = sigmoid(k, t.eval(w));
        // d(error)/d(eval) for this sample.
        let d = -2.0 * (s.target - p) * p * (1.0 - p) * c * f64::from(t.fade);
        let phase = f64::from(t.phase);
        let dm = d * phase;
        let de = d * (1.0 - phase) * f64::from(t.scale);
        for &(i, n) in &t.counts {
            if let Some(e) = g.get_mut(usize::from(i)) {
                e.0 += dm * f64::from(n);
                e.1 += de * f64::from(n);
            }
        }
    }
    let n = samples.len().max(1) as f64;
    for e in g.iter_mut() {
        e.0 /= n;
        e.1 /= n;
    }
    g
}

/// Prints the weights of `w` that differ from `start` by half a centipawn or more.
fn print_changes(w: &[(f64, f64)], start: &[(f64, f64)]) {
    for (i, ((a, b), (s0, s1))) in w.iter().zip(start).enumerate() {
        if (a - s0).abs() >= 0.5 || (b - s1).abs() >= 0.5 {
            let (group, j) = name(i);
            eprintln!("{group}[{j}]: ({s0}, {s1}) -> ({a:.0}, {b:.0})");
        }
    }
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!(
                "tune: {e}\nusage: tune [--epochs N] [--rate R] [--lambda L] [--l2 X] \
                 [--min-uses N] [--only GROUP,...] [--out FILE] [--note TEXT] DATA..."
            );
            std::process::exit(2);
        }
    };
    let raw = match load(&o) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tune: {e}");
            std::process::exit(1);
        }
    };
    let start = weights();
    let mut w = start.clone();
    let mut samples: Vec<Sample> = raw
        .into_iter()
        .map(|(trace, result, score)| Sample {
            trace,
            target: result,
            result,
            score,
        })
        .collect();
    let held = samples.len() / 10;
    let train_len = samples.len() - held;
    // K from the game results with the current weights, then the blended labels.
    let k = fit_k(samples.get(..train_len).unwrap_or(&[]), &w);
    for s in samples.iter_mut() {
        if let Some(score) = s.score {
            s.target = o.lambda * s.result + (1.0 - o.lambda) * sigmoid(k, score);
        }
    }
    let (train, test) = samples.split_at(train_len);
    eprintln!(
        "{} positions ({} for training, {} held out), {} weights, K = {k:.4}",
        samples.len(),
        train.len(),
        test.len(),
        WEIGHTS
    );
    let report = |w: &[(f64, f64)]| {
        (
            error(train, w, k, false),
            error(train, w, k, true),
            error(test, w, k, true),
        )
    };
    let (a, b, c) = report(&w);
    eprintln!("start: error {a:.6} (against results {b:.6}), held out {c:.6}");

    // Weights that too few positions use keep their values (their fit would be noise).
    let mut uses = vec![0usize; w.len()];
    for s in train {
        for &(i, _) in &s.trace.counts {
            if let Some(u) = uses.get_mut(usize::from(i)) {
                *u += 1;
            }
        }
    }
    let free: Vec<bool> = uses
        .iter()
        .enumerate()
        .map(|(i, &u)| {
            u >= o.min_uses && (o.only.is_empty() || o.only.iter().any(|g| g == name(i).0))
        })
        .collect();
    eprintln!(
        "{} weights used by at least {} positions are tuned",
        free.iter().filter(|&&f| f).count(),
        o.min_uses
    );

    // Adam.
    let (b1, b2, eps) = (0.9, 0.999, 1e-8);
    let mut m = vec![(0.0, 0.0); w.len()];
    let mut v = vec![(0.0, 0.0); w.len()];
    let mut best = (c, 0, w.clone());
    for epoch in 1..=o.epochs {
        let mut g = gradient(train, &w, k);
        let t = epoch as i32;
        for i in 0..w.len() {
            if !free[i] {
                continue;
            }
            g[i].0 += 2.0 * o.l2 * (w[i].0 - start[i].0);
            g[i].1 += 2.0 * o.l2 * (w[i].1 - start[i].1);
            let (gm, ge) = g[i];
            m[i].0 = b1 * m[i].0 + (1.0 - b1) * gm;
            m[i].1 = b1 * m[i].1 + (1.0 - b1) * ge;
            v[i].0 = b2 * v[i].0 + (1.0 - b2) * gm * gm;
            v[i].1 = b2 * v[i].1 + (1.0 - b2) * ge * ge;
            let mh = (m[i].0 / (1.0 - b1.powi(t)), m[i].1 / (1.0 - b1.powi(t)));
            let vh = (v[i].0 / (1.0 - b2.powi(t)), v[i].1 / (1.0 - b2.powi(t)));
            w[i].0 -= o.rate * mh.0 / (vh.0.sqrt() + eps);
            w[i].1 -= o.rate * mh.1 / (vh.1.sqrt() + eps);
        }
        if epoch % 50 == 0 || epoch == o.epochs {
            let (a, b, c) = report(&w);
            if c < best.0 {
                best = (c, epoch, w.clone());
            }
            if epoch % 100 == 0 || epoch == o.epochs {
                eprintln!("epoch {epoch}: error {a:.6} (against results {b:.6}), held out {c:.6}");
            }
        }
    }
    if best.1 != o.epochs {
        eprintln!("at the last epoch:");
        print_changes(&w, &start);
    }
    let (held_error, best_epoch, w) = best;
    eprintln!("best held-out error {held_error:.6} at epoch {best_epoch}");

    print_changes(&w, &start);
    if let Some(path) = &o.out {
        let note = if o.note.is_empty() {
            format!(
                "Tuned by examples/tune.rs: {} positions, K = {k:.3}, lambda {}, l2 {}, epoch \
                 {best_epoch} of {}.",
                samples.len(),
                o.lambda,
                o.l2,
                o.epochs
            )
        } else {
            o.note.clone()
        };
        if let Err(e) = std::fs::write(path, weights_source(&w, &note)) {
            eprintln!("tune: {path}: {e}");
            std::process::exit(1);
        }
    }
}
