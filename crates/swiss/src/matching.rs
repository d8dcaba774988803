//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual
//! variables, O(n³), in the classic primal-dual form (as described by Galil, "Efficient
//! algorithms for finding maximum matching in graphs", 1986).
//!
//! Weights are [`Wide`] integers; with integer weights every dual variable stays an integer
//! (all weights are doubled in the slack), so the result is exact.
//!
//! One algorithm in one file (about 550 lines without its test): its blossom bookkeeping is
//! shared state that every step reads and writes, and splitting it would only scatter it.

use crate::wide::Wide;

const NONE: usize = usize::MAX;

/// An undirected edge with its weight.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Edge<const L: usize> {
    /// One end.
    pub(crate) a: usize,
    /// The other end.
    pub(crate) b: usize,
    /// The weight; edges of weight zero or less are never worth taking.
    pub(crate) weight: Wide<L>,
}

/// Computes a maximum-weight matching of `vertices` vertices; returns each vertex's mate.
pub(crate) fn max_weight_matching<const L: usize>(
    vertices: usize,
    edges: &[Edge<L>],
) -> Vec<Option<usize>> {
    let edges: Vec<Edge<L>> = edges
        .iter()
        .copied()
        .filter(|e| e.a != e.b && e.a < vertices && e.b < vertices && e.weight > Wide::ZERO)
        .collect();
    if vertices == 0 || edges.is_empty() {
        return vec![None; vertices];
    }
    let mut state = State::new(vertices, edges);
    state.solve();
    let mut out = vec![None; vertices];
    for (v, slot) in out.iter_mut().enumerate() {
        let p = state.mate[v];
        if p != NONE {
            *slot = Some(state.endpoint[p]);
        }
    }
    out
}

struct State<const L: usize> {
    n: usize,
    edges: Vec<Edge<L>>,
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<Wide<L>>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

/// Python-style index into a cyclic list (negative counts from the end).
fn at(list: &[usize], j: isize) -> usize {
    let len = list.len() as isize;
    list[(((j % len) + len) % len) as usize]
}

impl<const L: usize> State<L> {
    fn new(n: usize, edges: Vec<Edge<L>>) -> State<L> {
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); n];
        let mut maxweight = Wide::ZERO;
        for (k, e) in edges.iter().enumerate() {
            endpoint.push(e.a);
            endpoint.push(e.b);
            neighbend[e.a].push(2 * k + 1);
            neighbend[e.b].push(2 * k);
            if e.weight > maxweight {
                maxweight = e.weight;
            }
        }
        let mut dualvar = vec![maxweight; n];
        dualvar.extend(std::iter::repeat_n(Wide::ZERO, n));
        let nedges = edges.len();
        State {
            n,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).collect(),
            dualvar,
            allowedge: vec![false; nedges],
            queue: Vec::new(),
        }
    }

    fn slack(&self, k: usize) -> Wide<L> {
        let e = &self.edges[k];
        self.dualvar[e.a] + self.dualvar[e.b] - e.weight.double()
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(t) = stack.pop() {
            if t < self.n {
                out.push(t);
            } else {
                stack.extend(self.blossomchilds[t].iter().rev().copied());
            }
        }
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let mut w = w;
        let mut t = t;
        let mut p = p;
        loop {
            let b = self.inblossom[w];
            self.label[w] = t;
            self.label[b] = t;
            self.labelend[w] = p;
            self.labelend[b] = p;
            self.bestedge[w] = NONE;
            self.bestedge[b] = NONE;
            if t == 1 {
                let leaves = self.leaves(b);
                self.queue.extend(leaves);
                return;
            }
            let base = self.blossombase[b];
            let m = self.mate[base];
            w = self.endpoint[m];
            t = 1;
            p = m ^ 1;
        }
    }

    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        let (mut v, mut w) = (v, w);
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w) = (self.edges[k].a, self.edges[k].b);
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let Some(b) = self.unusedblossoms.pop() else {
            return;
        };
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = Wide::ZERO;
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for leaf in self.leaves(b) {
            if self.label[self.inblossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &child in &path {
            let lists: Vec<Vec<usize>> = match self.blossombestedges[child].take() {
                Some(list) => vec![list],
                None => self
                    .leaves(child)
                    .into_iter()
                    .map(|leaf| self.neighbend[leaf].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for list in lists {
                for k2 in list {
                    // The end outside the new blossom.
                    let (a, other) = (self.edges[k2].a, self.edges[k2].b);
                    let j = if self.inblossom[other] == b { a } else { other };
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == NONE || self.slack(k2) < self.slack(bestedgeto[bj]))
                    {
                        bestedgeto[bj] = k2;
                    }
                }
            }
            self.bestedge[child] = NONE;
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&k2| k2 != NONE).collect();
        let mut bestedge = NONE;
        for &k2 in &best {
            if bestedge == NONE || self.slack(k2) < self.slack(bestedge) {
                bestedge = k2;
            }
        }
        self.blossombestedges[b] = Some(best);
        self.bestedge[b] = bestedge;
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for leaf in self.leaves(s) {
                    self.inblossom[leaf] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let endps = self.blossomendps[b].clone();
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let Some(pos) = childs.iter().position(|&c| c == entrychild) else {
                return;
            };
            let mut j = pos as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= childs.len() as isize;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.labelend[b];
            while j != 0 {
                let e1 = self.endpoint[p ^ 1];
                self.label[e1] = 0;
                let q = at(&endps, j - endptrick as isize) ^ endptrick ^ 1;
                let e2 = self.endpoint[q];
                self.label[e2] = 0;
                self.assign_label(e1, 2, p);
                self.allowedge[at(&endps, j - endptrick as isize) / 2] = true;
                j += jstep;
                p = at(&endps, j - endptrick as isize) ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = at(&childs, j);
            let e1 = self.endpoint[p ^ 1];
            self.label[e1] = 2;
            self.label[bv] = 2;
            self.labelend[e1] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while at(&childs, j) != entrychild {
                let bv = at(&childs, j);
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let leaves = self.leaves(bv);
                if let Some(&v) = leaves.iter().find(|&&v| self.label[v] != 0) {
                    self.label[v] = 0;
                    let m = self.mate[self.blossombase[bv]];
                    let e = self.endpoint[m];
                    self.label[e] = 0;
                    let le = self.labelend[v];
                    self.assign_label(v, 2, le);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b].clear();
        self.blossomendps[b].clear();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let childs = self.blossomchilds[b].clone();
        let endps = self.blossomendps[b].clone();
        let Some(i) = childs.iter().position(|&c| c == t) else {
            return;
        };
        let mut j = i as isize;
        let (jstep, endptrick): (isize, usize) = if i & 1 == 1 {
            j -= childs.len() as isize;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t1 = at(&childs, j);
            let p = at(&endps, j - endptrick as isize) ^ endptrick;
            if t1 >= self.n {
                let e = self.endpoint[p];
                self.augment_blossom(t1, e);
            }
            j += jstep;
            let t2 = at(&childs, j);
            if t2 >= self.n {
                let e = self.endpoint[p ^ 1];
                self.augment_blossom(t2, e);
            }
            let (e0, e1) = (self.endpoint[p], self.endpoint[p ^ 1]);
            self.mate[e0] = p ^ 1;
            self.mate[e1] = p;
        }
        let mut rotated = childs[i..].to_vec();
        rotated.extend_from_slice(&childs[..i]);
        let mut rotated_endps = endps[i..].to_vec();
        rotated_endps.extend_from_slice(&endps[..i]);
        self.blossombase[b] = self.blossombase[rotated[0]];
        self.blossomchilds[b] = rotated;
        self.blossomendps[b] = rotated_endps;
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w) = (self.edges[k].a, self.edges[k].b);
        for (s0, p0) in [(v, 2 * k + 1), (w, 2 * k)] {
            let (mut s, mut p) = (s0, p0);
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn solve(&mut self) {
        let n = self.n;
        for _stage in 0..n {
            self.label.iter_mut().for_each(|l| *l = 0);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            // Each stage needs O(n) dual updates; the cap only guards against a hang.
            let mut updates = 0usize;
            loop {
                updates += 1;
                if updates > 16 * n + 16 {
                    break;
                }
                while !augmented {
                    let Some(v) = self.queue.pop() else {
                        break;
                    };
                    let ends = self.neighbend[v].clone();
                    for p in ends {
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = Wide::ZERO;
                        if !self.allowedge[k] {
                            kslack = self.slack(k);
                            if kslack <= Wide::ZERO {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            let lw = self.label[self.inblossom[w]];
                            if lw == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if lw == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // Dual update.
                let mut deltatype = 1u8;
                let mut delta = self.dualvar[..n]
                    .iter()
                    .copied()
                    .min()
                    .unwrap_or(Wide::ZERO);
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.blossomparent[b] == NONE
                        && self.label[b] == 1
                        && self.bestedge[b] != NONE
                    {
                        let d = self.slack(self.bestedge[b]).halve();
                        if d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == 2
                        && self.dualvar[b] < delta
                    {
                        delta = self.dualvar[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dualvar[v] = self.dualvar[v] - delta,
                        2 => self.dualvar[v] = self.dualvar[v] + delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dualvar[b] = self.dualvar[b] + delta,
                            2 => self.dualvar[b] = self.dualvar[b] - delta,
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j) = (self.edges[deltaedge].a, self.edges[deltaedge].b);
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        self.queue.push(self.edges[deltaedge].a);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b].is_zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Wide = crate::wide::Wide<2>;

    /// The best total weight by trying every matching.
    fn brute(n: usize, w: &[Vec<u64>], used: &mut Vec<bool>, from: usize) -> u64 {
        let Some(v) = (from..n).find(|&v| !used[v]) else {
            return 0;
        };
        used[v] = true;
        let mut best = brute(n, w, used, v + 1);
        for u in v + 1..n {
            if !used[u] && w[v][u] > 0 {
                used[u] = true;
                best = best.max(w[v][u] + brute(n, w, used, v + 1));
                used[u] = false;
            }
        }
        used[v] = false;
        best
    }

    #[test]
    #[allow(clippy::needless_range_loop)]
    fn agrees_with_exhaustive_search_on_random_graphs() {
        let mut seed = 12345u64;
        let mut rand = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for round in 0..400 {
            let n = 2 + (round % 9);
            let mut w = vec![vec![0u64; n]; n];
            let mut edges = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if rand() % 3 != 0 {
                        let weight = rand() % 20 + 1;
                        w[a][b] = weight;
                        w[b][a] = weight;
                        edges.push(Edge {
                            a,
                            b,
                            weight: Wide::from_u64(weight),
                        });
                    }
                }
            }
            let mate = max_weight_matching(n, &edges);
            let mut total = 0;
            for (v, m) in mate.iter().enumerate() {
                if let Some(u) = *m {
                    assert_eq!(mate[u], Some(v), "matching is symmetric");
                    assert!(w[v][u] > 0, "only real edges");
                    if v < u {
                        total += w[v][u];
                    }
                }
            }
            let expected = brute(n, &w, &mut vec![false; n], 0);
            assert_eq!(total, expected, "graph {round} of {n} vertices");
        }
    }
}
