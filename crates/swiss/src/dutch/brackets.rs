//! Pairing bracket by bracket: after a first matching fixes who can be paired at all and
//! the bye's assignee, each score group (with the players moved down into it) is optimised
//! in turn, then its exchanges and pairs are fixed one decision at a time, each decision a
//! new maximum-weight matching over the whole field.

use std::collections::HashMap;

use super::weights::{ByeInfo, Layout};
use crate::error::PairingError;
use crate::matching::{max_weight_matching, Edge};
use crate::wide::Wide;

/// The weight matrix of the whole field and its current best matching.
struct Field<const L: usize> {
    n: usize,
    weights: Vec<Vec<Wide<L>>>,
}

impl<const L: usize> Field<L> {
    fn set(&mut self, a: usize, b: usize, w: Wide<L>) {
        if a != b {
            self.weights[a][b] = w;
            self.weights[b][a] = w;
        }
    }

    /// Each vertex's mate, or itself when unmatched.
    fn solve(&self) -> Vec<usize> {
        let mut edges = Vec::new();
        for a in 0..self.n {
            for b in a + 1..self.n {
                let weight = self.weights[a][b];
                if weight > Wide::ZERO {
                    edges.push(Edge { a, b, weight });
                }
            }
        }
        max_weight_matching(self.n, &edges)
            .into_iter()
            .enumerate()
            .map(|(v, m)| m.unwrap_or(v))
            .collect()
    }

    /// Fixes `a` with `b`: their edge above all others, every other edge of theirs gone.
    fn finalize(&mut self, a: usize, b: usize, top: Wide<L>) {
        for u in 0..self.n {
            if u != a {
                self.set(a, u, if u == b { top } else { Wide::ZERO });
            }
            if u != b {
                self.set(b, u, if u == a { top } else { Wide::ZERO });
            }
        }
    }
}

/// Pairs the sorted players; returns each sorted player's opponent (`None` for the bye).
///
/// The weights need room for the bracket's additions besides their fields. Two widths: 256 bits
/// hold every tournament of the reference set (at most 187 bits, 28 players) and club events;
/// 2 048 bits the largest ones. The result does not depend on the width (the weights are exact
/// at either; `the_widest_integers_pair_alike` checks it), only the code's size does: each width
/// is a copy of the matching (the club evening's wasm was 67 KB larger with five of them).
pub(crate) fn pair(layout: &Layout<'_>) -> Result<Vec<Option<usize>>, PairingError> {
    let needed = layout.width + 12;
    if needed <= Wide::<4>::BITS {
        pair_with::<4>(layout)
    } else if needed <= Wide::<32>::BITS {
        pair_widest(layout)
    } else {
        Err(PairingError::TooLarge)
    }
}

/// [`pair`] with the widest integers, whatever the width needed.
pub(crate) fn pair_widest(layout: &Layout<'_>) -> Result<Vec<Option<usize>>, PairingError> {
    pair_with::<32>(layout)
}

fn pair_with<const L: usize>(layout: &Layout<'_>) -> Result<Vec<Option<usize>>, PairingError> {
    let n = layout.sorted.len();
    if n == 0 {
        return Ok(Vec::new());
    }
    let top: Wide<L> = layout.max_weight();
    let mut field = Field {
        n,
        weights: vec![vec![Wide::ZERO; n]; n],
    };
    let odd = n % 2 == 1;
    let no_bye = ByeInfo {
        score: 0,
        single_downfloater: false,
        unplayed_ranks: HashMap::new(),
    };
    for lower in 0..n {
        for higher in 0..lower {
            let w = if odd {
                layout.bye_probe_weight(higher, lower)
            } else {
                layout.weight(higher, lower, false, false, &no_bye)
            };
            field.set(lower, higher, w);
        }
    }
    let mate = field.solve();
    let unmatched: Vec<usize> = (0..n).filter(|&v| mate[v] == v).collect();
    if unmatched.len() > 1 || unmatched.iter().any(|&v| !layout.sorted[v].bye_eligible) {
        return Err(PairingError::NoValidPairing);
    }
    let mut bye = no_bye;
    if odd {
        let Some(&assignee) = unmatched.first() else {
            return Err(PairingError::NoValidPairing);
        };
        bye.score = layout.score(assignee);
        let top_score = layout.score(0);
        bye.single_downfloater = bye.score >= top_score
            && (0..n)
                .take_while(|&v| layout.score(v) >= top_score)
                .all(|v| layout.score(mate[v]) >= top_score);
        let mut played: Vec<u16> = (0..n)
            .filter(|&v| layout.score(v) == bye.score)
            .map(|v| layout.sorted[v].played_games)
            .collect();
        played.sort_by(|a, b| b.cmp(a));
        for (rank, p) in played.into_iter().enumerate() {
            bye.unplayed_ranks.insert(p, rank as u64);
        }
        for lower in 0..n {
            for higher in 0..lower {
                field.set(
                    lower,
                    higher,
                    layout.weight(higher, lower, false, false, &bye),
                );
            }
        }
    }
    Brackets {
        layout,
        field,
        bye,
        top,
        matched: vec![false; n],
        partner: vec![None; n],
    }
    .run()
}

struct Brackets<'l, 'a, const L: usize> {
    layout: &'l Layout<'a>,
    field: Field<L>,
    bye: ByeInfo,
    top: Wide<L>,
    matched: Vec<bool>,
    partner: Vec<Option<usize>>,
}

impl<const L: usize> Brackets<'_, '_, L> {
    fn run(mut self) -> Result<Vec<Option<usize>>, PairingError> {
        let layout = self.layout;
        let n = layout.sorted.len();
        let top_score = layout.score(0);
        let mut next = 0;
        let mut vi: Vec<usize> = Vec::new();
        while next < n && layout.score(next) >= top_score {
            vi.push(next);
            next += 1;
        }
        let mut sgb = 0usize;
        let mut sgbv = 0usize;
        while vi.len() > 1 || next != n {
            let nsgb = vi.len();
            let nsgbv = sgbv + (nsgb - sgb);
            let group_start = next;
            while next < n && layout.score(next) >= layout.score(group_start) {
                vi.push(next);
                next += 1;
            }
            let mate = self.bracket(&vi, sgb, nsgb, sgbv, nsgbv)?;
            // The next bracket: who is left of this one, then the next score group.
            let mut new_vi = Vec::new();
            let mut new_sgb = 0;
            let mut single =
                odd_field(n) && group_start != n && self.bye.score >= layout.score(group_start);
            for (pi, &pv) in vi.iter().enumerate() {
                if pi < nsgb && self.matched[pv] {
                    let m = mate[pv];
                    self.partner[pv] = Some(m);
                    self.partner[m] = Some(pv);
                } else {
                    new_vi.push(pv);
                    if pi < nsgb {
                        new_sgb += 1;
                    }
                    if single
                        && group_start < n
                        && layout.score(mate[pv]) < layout.score(group_start)
                    {
                        single = false;
                    }
                }
            }
            self.bye.single_downfloater = single;
            if group_start == n && new_vi.len() >= vi.len() {
                // The last bracket paired nobody: no pairing exists (only inconsistent
                // records get here; a consistent field was found pairable at the start).
                return Err(PairingError::NoValidPairing);
            }
            vi = new_vi;
            sgb = new_sgb;
            sgbv = nsgbv;
        }
        Ok(self.partner)
    }

    /// Pairs one bracket: `vi[..sgb]` moved down, `vi[sgb..nsgb]` its score group,
    /// `vi[nsgb..]` the next score group.
    fn bracket(
        &mut self,
        vi: &[usize],
        sgb: usize,
        nsgb: usize,
        sgbv: usize,
        nsgbv: usize,
    ) -> Result<Vec<usize>, PairingError> {
        let layout = self.layout;
        let gb = layout.group_bits;
        let mut base: Vec<Vec<Wide<L>>> = vec![Vec::new(); vi.len()];
        for l in sgb..vi.len() {
            for s in 0..l {
                let w = layout.weight(vi[s], vi[l], l < nsgb, l >= nsgb, &self.bye);
                base[l].push(w);
            }
        }
        for l in sgb..vi.len() {
            for s in 0..l {
                self.field.set(vi[l], vi[s], base[l][s]);
            }
        }
        let in_bracket = |m: usize| m >= sgbv && m < nsgbv;
        let mut mate = self.field.solve();

        // Which moved-down players are paired in this bracket (the highest first).
        let (mut md_score, mut remaining, mut remaining_matched) = (0u16, 0usize, 0usize);
        for pi in 0..sgb {
            let score = layout.score(vi[pi]);
            if pi == 0 || score < md_score {
                md_score = score;
                remaining = 0;
                remaining_matched = 0;
                let mut mdi = pi;
                while mdi < vi.len() && layout.score(vi[mdi]) >= md_score {
                    remaining += 1;
                    if in_bracket(mate[vi[mdi]]) {
                        remaining_matched += 1;
                    }
                    mdi += 1;
                }
            }
            if remaining_matched == 0 {
                continue;
            }
            let pv = vi[pi];
            if remaining <= remaining_matched {
                self.matched[pv] = true;
                continue;
            }
            remaining -= 1;
            if !in_bracket(mate[pv]) {
                for oi in sgb..nsgb {
                    let w = base[oi][pi];
                    if !w.is_zero() {
                        self.field.set(pv, vi[oi], w.plus(1));
                    }
                }
                mate = self.field.solve();
            }
            if in_bracket(mate[pv]) {
                self.matched[pv] = true;
                remaining_matched -= 1;
                for oi in sgb..nsgb {
                    let w = base[oi][pi];
                    if !w.is_zero() {
                        self.field.set(pv, vi[oi], w.plus((nsgb - sgb) as u64 + 1));
                    }
                }
            }
        }

        // Their opponents.
        for pi in 0..sgb {
            let pv = vi[pi];
            if !self.matched[pv] {
                continue;
            }
            let mut addend = vi.len() as u64;
            for oi in (sgb..nsgb).rev() {
                let ov = vi[oi];
                if self.matched[ov] {
                    continue;
                }
                let w = base[oi][pi];
                if !w.is_zero() {
                    self.field.set(pv, ov, w.plus(addend));
                    addend += 1;
                }
            }
            mate = self.field.solve();
            let mv = mate[pv];
            if mv == pv {
                return Err(PairingError::NoValidPairing);
            }
            self.matched[mv] = true;
            self.field.finalize(pv, mv, self.top);
        }

        // The remainder: its pairs, the exchanges between its halves.
        let mut remainder = Vec::new();
        let mut pairs = 0usize;
        for (pi, &pv) in vi.iter().enumerate().take(nsgb).skip(sgb) {
            if mate[pv] < sgbv {
                continue;
            }
            remainder.push(pi);
            if mate[pv] < pv {
                pairs += 1;
            }
        }
        let weight_for =
            |base: &Vec<Vec<Wide<L>>>, s: usize, l: usize, s_index: usize| -> Wide<L> {
                let w = base[l][s];
                if w.is_zero() {
                    return w;
                }
                let addend = Wide::<L>::from_u64(u64::from(s_index < pairs))
                    .shl(2 * gb)
                    .minus(s_index as u64)
                    .shl(1);
                w + addend
            };
        for (b, &oi) in remainder.iter().enumerate() {
            for (a, &pi) in remainder.iter().enumerate().take(b) {
                let w = weight_for(&base, pi, oi, a);
                self.field.set(vi[pi], vi[oi], w);
            }
        }
        mate = self.field.solve();
        let exchanged_s1 = |mate: &[usize], pv: usize| mate[pv] <= pv || mate[pv] >= nsgbv;
        let exchanges = remainder
            .iter()
            .take(pairs)
            .filter(|&&pi| exchanged_s1(&mate, vi[pi]))
            .count();

        // Exchange the lowest players of S1 where possible.
        let mut left = exchanges;
        let mut pos = pairs;
        while pos != 0 && left > 0 {
            pos -= 1;
            let pi = remainder[pos];
            let pv = vi[pi];
            if !exchanged_s1(&mate, pv) {
                for &oi in &remainder[pos + 1..] {
                    let w = weight_for(&base, pi, oi, pos);
                    if !w.is_zero() {
                        self.field.set(pv, vi[oi], w.minus(1));
                    }
                }
                mate = self.field.solve();
            }
            let exchange = exchanged_s1(&mate, pv);
            if exchange {
                left -= 1;
            }
            for &oi in &remainder[pos + 1..] {
                if exchange {
                    base[oi][pi] = Wide::ZERO;
                }
                let w = weight_for(&base, pi, oi, pos);
                self.field.set(pv, vi[oi], w);
            }
        }

        // Exchange the highest players of S2 where possible.
        let in_s1_pair = |mate: &[usize], pv: usize| mate[pv] > pv && mate[pv] < nsgbv;
        let mut left = exchanges;
        let mut pos = pairs;
        while pos < remainder.len() && left > 1 {
            let pi = remainder[pos];
            let pv = vi[pi];
            let already = in_s1_pair(&mate, pv);
            if !already {
                for &oi in &remainder[pos + 1..] {
                    let w = weight_for(&base, pi, oi, pos);
                    if !w.is_zero() {
                        self.field.set(pv, vi[oi], w.plus(1));
                    }
                }
                mate = self.field.solve();
            }
            if in_s1_pair(&mate, pv) {
                left -= 1;
                for &oi in &remainder[..pos] {
                    base[pi][oi] = Wide::ZERO;
                    self.field.set(pv, vi[oi], Wide::ZERO);
                }
                for oi in nsgb..vi.len() {
                    base[oi][pi] = Wide::ZERO;
                    self.field.set(pv, vi[oi], Wide::ZERO);
                }
            }
            if !already {
                for &oi in &remainder[pos + 1..] {
                    let w = weight_for(&base, pi, oi, pos);
                    self.field.set(pv, vi[oi], w);
                }
            }
            pos += 1;
        }

        // Fix the halves: only S1-S2 edges remain.
        for a in 0..remainder.len() {
            let pv = vi[remainder[a]];
            for b in a + 1..remainder.len() {
                let ov = vi[remainder[b]];
                if exchanged_s1(&mate, pv) || in_s1_pair(&mate, ov) {
                    base[remainder[b]][remainder[a]] = Wide::ZERO;
                }
                self.field.set(pv, ov, base[remainder[b]][remainder[a]]);
            }
        }

        // Pair each S1 player in turn with the best opponent, the highest first.
        for &pi in &remainder {
            let pv = vi[pi];
            if !in_s1_pair(&mate, pv) {
                continue;
            }
            let mut addend = 0u64;
            for &oi in remainder.iter().rev() {
                let ov = vi[oi];
                if oi <= pi || self.matched[ov] {
                    continue;
                }
                let w = base[oi][pi];
                if !w.is_zero() {
                    self.field.set(pv, ov, w.plus(addend));
                }
                addend += 1;
            }
            mate = self.field.solve();
            let mv = mate[pv];
            if mv == pv {
                return Err(PairingError::NoValidPairing);
            }
            self.matched[pv] = true;
            self.matched[mv] = true;
            self.field.finalize(pv, mv, self.top);
        }
        Ok(mate)
    }
}

fn odd_field(n: usize) -> bool {
    n % 2 == 1
}
