//! Fits the learned correction of the evaluation (`src/eval/net.rs`) to labelled positions and
//! writes its quantised weights (`src/eval/net.bin`).
//!
//! ```sh
//! cargo run --release -p engine --features tune --example train_net -- --residual \
//!     --epochs 12 --batch 4096 --rate 0.002 --l2 0.0001 \
//!     --out crates/engine/src/eval/net.bin lab1.txt lab2.txt
//! ```
//!
//! The data are lines `FEN;P;...` with `P` White's expected score, as
//! `scripts/label-positions.py` writes them. The net's output is a logit of the side to move's
//! expected score (with `--residual`, added to the hand-written evaluation's, which is how the
//! engine uses it); the error is the mean squared difference of its logistic and `P` (from the
//! side to move), and the output layer has a set of weights for each output bucket
//! (`net::bucket`, by the number of pieces on the board; the shipped net has one). Each side's
//! inputs are mirrored a to h when its king is on the e- to h-files, as the engine sees them
//! (`net::mirror`). Each position is pushed twice, as itself and mirrored left to right (a
//! Chess960 position and its mirror image are equally good; the net does not see castling
//! rights): before that folding these were two samples, with it they are the same one twice,
//! kept so that the shipped net's run repeats exactly. The last
//! twentieth of the positions (in file order) is held out: the error on them is reported each
//! epoch, over all of them and over those of the first 15 moves, with the hand-written
//! evaluation's alone for comparison, and the weights written are those of the epoch with the
//! least held-out error. Training is minibatch Adam on one core, `--l2` a weight decay on the
//! hidden layer's weights, seeded (`--seed`), so a run can be repeated exactly.
//!
//! `--init NET` starts from the weights of a `net.bin` instead of random ones and reports
//! their held-out error first; with `--epochs 0` that is all it does, which compares a shipped
//! net with a new one on the same held-out positions. A `net.bin` from before the output
//! buckets (one output) is read too: every bucket starts as its output.

use engine::tune::net::{
    bucket, hand_written, input, mirror as net_mirror, BUCKETS, CP_PER_UNIT, HIDDEN, INPUTS, QA, QB,
};
use engine::Rng;
use rules::fen::parse_position;
use rules::{Color, Position};

/// The clip of every weight, so that the output's weights fit 8 bits (times `QB`).
const CLIP: f32 = 1.98;
/// The clip of the hidden layer's weights, so that they fit 8 bits (times `QA`).
const CLIP_W1: f32 = 127.0 / QA as f32;

struct Options {
    files: Vec<String>,
    epochs: usize,
    rate: f32,
    batch: usize,
    seed: u64,
    out: Option<String>,
    residual: bool,
    l2: f32,
    init: Option<String>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        files: Vec::new(),
        epochs: 30,
        rate: 0.001,
        batch: 16_384,
        seed: 1,
        out: None,
        residual: false,
        l2: 0.0,
        init: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--epochs" => o.epochs = value(&a)?.parse().map_err(|e| format!("{a}: {e}"))?,
            "--rate" => o.rate = value(&a)?.parse().map_err(|e| format!("{a}: {e}"))?,
            "--batch" => o.batch = value(&a)?.parse().map_err(|e| format!("{a}: {e}"))?,
            "--seed" => o.seed = value(&a)?.parse().map_err(|e| format!("{a}: {e}"))?,
            "--out" => o.out = Some(value(&a)?),
            "--init" => o.init = Some(value(&a)?),
            "--residual" => o.residual = true,
            "--l2" => o.l2 = value(&a)?.parse().map_err(|e| format!("{a}: {e}"))?,
            _ if a.starts_with("--") => return Err(format!("unknown option {a}")),
            _ => o.files.push(a),
        }
    }
    if o.files.is_empty() {
        return Err(
            "usage: train_net [--residual] [--epochs N] [--rate R] [--batch N] [--l2 X] \
                    [--seed N] [--init net.bin] [--out net.bin] FILE..."
                .into(),
        );
    }
    Ok(o)
}

/// Positions as the net's inputs: for sample `i`, `us[starts[i]..starts[i + 1]]` are the side
/// to move's inputs and `them[..]` the other side's, `target[i]` the side to move's score.
#[derive(Default)]
struct Samples {
    us: Vec<u16>,
    them: Vec<u16>,
    starts: Vec<usize>,
    target: Vec<f32>,
    /// The hand-written evaluation as a logit (side to move), added to the net's output
    /// with `--residual`, else 0.
    base: Vec<f32>,
    /// The position is from the first [`OPENING`] moves.
    opening: Vec<bool>,
    /// The output bucket (`net::bucket`).
    bucket: Vec<u8>,
}

/// Positions up to this move number count as the opening in the error's report (our games
/// against Stockfish are mostly lost there).
const OPENING: u32 = 15;

/// A mean squared error over all positions and over the opening's.
#[derive(Clone, Copy, Default)]
struct Error {
    all: f64,
    opening: f64,
}

impl Error {
    fn of(s: &Samples, mut squared: impl FnMut(usize) -> f64) -> Error {
        let (mut all, mut opening, mut n) = (0.0, 0.0, 0usize);
        for i in 0..s.len() {
            let e = squared(i);
            all += e;
            if s.opening[i] {
                opening += e;
                n += 1;
            }
        }
        Error {
            all: all / s.len().max(1) as f64,
            opening: opening / n.max(1) as f64,
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:.5} (opening {:.5})", self.all, self.opening)
    }
}

impl Samples {
    fn len(&self) -> usize {
        self.target.len()
    }

    fn push(&mut self, pos: &Position, white_score: f32, mirror: bool, base: f32) {
        self.base.push(base);
        self.opening.push(pos.fullmoves() <= OPENING);
        self.bucket.push(bucket(pos.board()) as u8);
        if self.starts.is_empty() {
            self.starts.push(0);
        }
        let turn = pos.turn();
        let flip = if mirror { 7 } else { 0 };
        // Each side's view mirrored so that its king is on the a- to d-files, as the engine
        // sees it (`net::mirror`, of the board after `flip`).
        let (m_us, m_them) = (
            net_mirror(pos.board(), turn) ^ flip,
            net_mirror(pos.board(), !turn) ^ flip,
        );
        for (sq, piece) in pos.board().pieces() {
            let sq = sq.index() ^ flip;
            self.us
                .push(input(turn, piece.color, piece.role, sq ^ m_us) as u16);
            self.them
                .push(input(!turn, piece.color, piece.role, sq ^ m_them) as u16);
        }
        self.starts.push(self.us.len());
        self.target.push(match turn {
            Color::White => white_score,
            Color::Black => 1.0 - white_score,
        });
    }

    fn inputs(&self, i: usize) -> (&[u16], &[u16]) {
        let (a, b) = (self.starts[i], self.starts[i + 1]);
        (&self.us[a..b], &self.them[a..b])
    }
}

/// The positions for training and the held-out ones (with the hand-written evaluation's
/// error on those).
fn load(files: &[String], residual: bool) -> Result<(Samples, Samples, Error), String> {
    let mut all = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for line in text.lines() {
            let mut parts = line.split(';');
            let (Some(fen), Some(p)) = (parts.next(), parts.next()) else {
                continue;
            };
            let (Ok(pos), Ok(p)) = (parse_position(fen), p.parse::<f32>()) else {
                continue;
            };
            if (0.0..=1.0).contains(&p) {
                all.push((pos, p));
            }
        }
    }
    let held = all.len() / 20;
    let split = all.len() - held;
    let mut train = Samples::default();
    let mut test = Samples::default();
    let mut hand = Vec::new();
    for (i, (pos, p)) in all.iter().enumerate() {
        let cp = hand_written(pos) as f32;
        let base = if residual {
            cp / CP_PER_UNIT as f32
        } else {
            0.0
        };
        if i < split {
            train.push(pos, *p, false, base);
            train.push(pos, *p, true, base);
        } else {
            test.push(pos, *p, false, base);
            let t = test.target[test.len() - 1];
            hand.push(f64::from((sigmoid(cp / CP_PER_UNIT as f32) - t).powi(2)));
        }
    }
    let hand = Error::of(&test, |i| hand.get(i).copied().unwrap_or(0.0));
    Ok((train, test, hand))
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The float net: `w1[input * HIDDEN + j]`, `b1`, and by output bucket `w2` (side to move's
/// units, then the other side's: `w2[bucket * 2 * HIDDEN + ..]`) and `b2[bucket]`.
#[derive(Clone)]
struct Net {
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: Vec<f32>,
}

/// Hidden sums and activations of one side.
fn hidden(net: &Net, inputs: &[u16], acc: &mut [f32]) {
    acc.copy_from_slice(&net.b1);
    for &f in inputs {
        let row = &net.w1[usize::from(f) * HIDDEN..][..HIDDEN];
        for (a, w) in acc.iter_mut().zip(row) {
            *a += w;
        }
    }
}

fn screlu(x: f32) -> f32 {
    let c = x.clamp(0.0, 1.0);
    c * c
}

impl Net {
    fn new(seed: u64, scale_w2: f32) -> Net {
        let mut rng = Rng(seed);
        let mut uniform = |scale: f32| {
            let u = (rng.next() >> 40) as f32 / (1u64 << 24) as f32;
            (2.0 * u - 1.0) * scale
        };
        Net {
            w1: (0..INPUTS * HIDDEN).map(|_| uniform(0.2)).collect(),
            b1: (0..HIDDEN).map(|_| uniform(0.2) + 0.3).collect(),
            w2: (0..BUCKETS * 2 * HIDDEN)
                .map(|_| uniform(0.5) * scale_w2)
                .collect(),
            b2: vec![0.0; BUCKETS],
        }
    }

    fn zero() -> Net {
        Net {
            w1: vec![0.0; INPUTS * HIDDEN],
            b1: vec![0.0; HIDDEN],
            w2: vec![0.0; BUCKETS * 2 * HIDDEN],
            b2: vec![0.0; BUCKETS],
        }
    }

    /// The output (a logit) for sample `i`.
    fn forward(&self, s: &Samples, i: usize, us: &mut [f32], them: &mut [f32]) -> f32 {
        let (a, b) = s.inputs(i);
        hidden(self, a, us);
        hidden(self, b, them);
        let b = usize::from(s.bucket[i]);
        let w2 = &self.w2[b * 2 * HIDDEN..][..2 * HIDDEN];
        let mut out = self.b2[b] + s.base[i];
        for (j, (&u, &t)) in us.iter().zip(them.iter()).enumerate() {
            out += screlu(u) * w2[j] + screlu(t) * w2[HIDDEN + j];
        }
        out
    }

    /// The mean squared error over `s`.
    fn error(&self, s: &Samples) -> Error {
        let (mut us, mut them) = (vec![0.0; HIDDEN], vec![0.0; HIDDEN]);
        Error::of(s, |i| {
            let p = sigmoid(self.forward(s, i, &mut us, &mut them));
            f64::from((p - s.target[i]).powi(2))
        })
    }

    /// Adds the error's gradient for sample `i` to `g`.
    fn backward(&self, s: &Samples, i: usize, g: &mut Net, us: &mut [f32], them: &mut [f32]) {
        let out = self.forward(s, i, us, them);
        let p = sigmoid(out);
        let d = 2.0 * (p - s.target[i]) * p * (1.0 - p);
        let b = usize::from(s.bucket[i]);
        g.b2[b] += d;
        let at = b * 2 * HIDDEN;
        let (a, b) = s.inputs(i);
        for (side, (acc, inputs)) in [(&*us, a), (&*them, b)].into_iter().enumerate() {
            let mut dacc = [0f32; HIDDEN];
            for j in 0..HIDDEN {
                let x = acc[j];
                g.w2[at + side * HIDDEN + j] += d * screlu(x);
                if x > 0.0 && x < 1.0 {
                    dacc[j] = d * self.w2[at + side * HIDDEN + j] * 2.0 * x;
                }
            }
            for (gb, da) in g.b1.iter_mut().zip(dacc) {
                *gb += da;
            }
            for &f in inputs {
                let row = &mut g.w1[usize::from(f) * HIDDEN..][..HIDDEN];
                for (gw, da) in row.iter_mut().zip(dacc) {
                    *gw += da;
                }
            }
        }
    }

    fn params_mut(&mut self) -> impl Iterator<Item = &mut f32> {
        self.w1
            .iter_mut()
            .chain(self.b1.iter_mut())
            .chain(self.w2.iter_mut())
            .chain(self.b2.iter_mut())
    }

    fn params(&self) -> impl Iterator<Item = &f32> {
        self.w1
            .iter()
            .chain(self.b1.iter())
            .chain(self.w2.iter())
            .chain(self.b2.iter())
    }

    /// The weights of a `net.bin` (as [`Net::quantised`] writes them), or of one with a
    /// single output (before the buckets: each bucket starts as that output).
    fn from_quantised(bytes: &[u8]) -> Result<Net, String> {
        let w1_len = INPUTS * HIDDEN;
        let out_words = 2 * HIDDEN + 1;
        let buckets = match bytes.len().checked_sub(w1_len).map(|r| r / 2) {
            Some(w) if w == HIDDEN + BUCKETS * out_words => BUCKETS,
            Some(w) if w == HIDDEN + out_words => 1,
            _ => {
                return Err(format!(
                    "{} bytes, not those of a net with {HIDDEN} hidden units",
                    bytes.len()
                ))
            }
        };
        let (w1, rest) = bytes.split_at(w1_len);
        let word: Vec<f32> = rest
            .chunks_exact(2)
            .map(|c| f32::from(i16::from_le_bytes([c[0], c[1]])))
            .collect();
        let (qa, qb) = (QA as f32, QB as f32);
        let (mut w2, mut b2) = (Vec::new(), Vec::new());
        for b in 0..BUCKETS {
            let out = &word[HIDDEN + (b % buckets) * out_words..][..out_words];
            w2.extend(out[..2 * HIDDEN].iter().map(|x| x / qb));
            b2.push(out[2 * HIDDEN] / qb);
        }
        Ok(Net {
            w1: w1.iter().map(|&b| f32::from(b as i8) / qa).collect(),
            b1: word[..HIDDEN].iter().map(|x| x / qa).collect(),
            w2,
            b2,
        })
    }

    /// The weights as `net.bin` stores them: the hidden layer's as bytes, the rest as 16-bit
    /// little-endian words.
    fn quantised(&self) -> Vec<u8> {
        let q = |x: f32, scale: i32| -> i16 { (x * scale as f32).round() as i16 };
        let mut out: Vec<u8> = self.w1.iter().map(|&x| q(x, QA) as i8 as u8).collect();
        let outputs = self
            .w2
            .chunks_exact(2 * HIDDEN)
            .zip(&self.b2)
            .flat_map(|(w, b)| w.iter().chain(std::iter::once(b)))
            .map(|&x| q(x, QB));
        let words = self.b1.iter().map(|&x| q(x, QA)).chain(outputs);
        out.extend(words.flat_map(i16::to_le_bytes));
        out
    }
}

/// Adam's state.
struct Adam {
    m: Net,
    v: Net,
    t: i32,
}

impl Adam {
    fn step(&mut self, net: &mut Net, g: &Net, rate: f32, scale: f32, l2: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.t += 1;
        let c1 = 1.0 - B1.powi(self.t);
        let c2 = 1.0 - B2.powi(self.t);
        for (k, (((w, &g), m), v)) in net
            .params_mut()
            .zip(g.params())
            .zip(self.m.params_mut())
            .zip(self.v.params_mut())
            .enumerate()
        {
            // The decay holds the hidden layer's many weights (most seen by few positions)
            // towards 0; the biases and the output's weights are free.
            let w1 = k < INPUTS * HIDDEN;
            let g = g * scale + if w1 { l2 * *w } else { 0.0 };
            *m = B1 * *m + (1.0 - B1) * g;
            *v = B2 * *v + (1.0 - B2) * g * g;
            *w -= rate * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
            let clip = if w1 { CLIP_W1 } else { CLIP };
            *w = w.clamp(-clip, clip);
        }
    }
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let (train, test, hand) = match load(&o.files, o.residual) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    eprintln!(
        "{} training samples (mirrors included), {} held out; hand-written evaluation's \
         held-out error {hand}",
        train.len(),
        test.len()
    );
    let mut net = match &o.init {
        None => Net::new(o.seed, if o.residual { 0.1 } else { 1.0 }),
        Some(file) => match std::fs::read(file)
            .map_err(|e| e.to_string())
            .and_then(|b| Net::from_quantised(&b))
        {
            Ok(net) => net,
            Err(e) => {
                eprintln!("{file}: {e}");
                std::process::exit(1);
            }
        },
    };
    let mut adam = Adam {
        m: Net::zero(),
        v: Net::zero(),
        t: 0,
    };
    let mut rng = Rng(o.seed ^ 0x5eed);
    let mut order: Vec<usize> = (0..train.len()).collect();
    let (mut us, mut them) = (vec![0.0; HIDDEN], vec![0.0; HIDDEN]);
    let mut g = Net::zero();
    // A net to start from is what to beat (and what `--epochs 0` writes back).
    let start = match &o.init {
        Some(file) => {
            let err = net.error(&test);
            eprintln!("{file}: held-out error {err}");
            err
        }
        None => Error {
            all: f64::MAX,
            opening: 0.0,
        },
    };
    let mut best = (start, net.clone(), 0);
    for epoch in 1..=o.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        // The rate falls to a tenth over the last 40 % of the epochs.
        let progress = epoch as f32 / o.epochs as f32;
        let rate = if progress <= 0.6 {
            o.rate
        } else {
            o.rate * 0.1f32.powf((progress - 0.6) / 0.4)
        };
        for batch in order.chunks(o.batch) {
            g.params_mut().for_each(|x| *x = 0.0);
            for &i in batch {
                net.backward(&train, i, &mut g, &mut us, &mut them);
            }
            adam.step(&mut net, &g, rate, 1.0 / batch.len() as f32, o.l2);
        }
        let err = net.error(&test);
        eprintln!("epoch {epoch}: held-out error {err} (rate {rate:.5})");
        if err.all < best.0.all {
            best = (err, net.clone(), epoch);
        }
    }
    let (err, net, epoch) = best;
    eprintln!("best: epoch {epoch}, held-out error {err} (hand-written {hand})");
    if let Some(file) = &o.init {
        eprintln!("(epoch 0 is {file})");
    }
    if let Some(out) = o.out {
        if let Err(e) = std::fs::write(&out, net.quantised()) {
            eprintln!("{out}: {e}");
            std::process::exit(1);
        }
        eprintln!("wrote {out}");
    }
}
