//! The edge weights of the Dutch system: each pairing criterion of C.04.3 gets a field of the
//! weight, the most important in the highest bits, so that a maximum-weight matching meets
//! the criteria in order (the structure bbpPairings uses; see the crate's README).

use std::collections::HashMap;

use super::players::{float, Contender, Float};
use crate::model::Colour;
use crate::wide::Wide;

/// Number of bits needed to write `n`.
pub(crate) fn bits_for(n: usize) -> u32 {
    usize::BITS - n.leading_zeros()
}

/// The pairing's view of the players and the numbers the weights are laid out with.
pub(crate) struct Layout<'a> {
    /// Contenders to pair, best first (score, then rank index).
    pub(crate) sorted: Vec<&'a Contender>,
    /// Bits of a field that counts players of one score group.
    pub(crate) group_bits: u32,
    /// Bits of a field with one sub-field per score group.
    pub(crate) groups_bits: u32,
    /// Each score's sub-field offset.
    pub(crate) shifts: HashMap<u16, u32>,
    /// Rounds played before this one.
    pub(crate) played_rounds: usize,
    /// Whether this round is the last one.
    pub(crate) last_round: bool,
    /// Each sorted player's float one and two rounds back.
    pub(crate) floats: Vec<[Float; 2]>,
    /// Width of a full weight below its top field.
    pub(crate) width: u32,
}

impl<'a> Layout<'a> {
    /// Sets up the layout for `sorted`.
    pub(crate) fn new(
        sorted: Vec<&'a Contender>,
        all: &'a [Contender],
        played_rounds: usize,
        last_round: bool,
    ) -> Layout<'a> {
        let mut by_id = vec![None; all.iter().map(|c| c.id + 1).max().unwrap_or(0)];
        for (i, c) in all.iter().enumerate() {
            by_id[c.id] = Some(i);
        }
        let mut shifts = HashMap::new();
        let mut groups_bits = 0;
        let mut max_group = 0;
        let mut i = sorted.len();
        while i > 0 {
            let score = sorted[i - 1].score;
            let mut start = i;
            while start > 0 && sorted[start - 1].score == score {
                start -= 1;
            }
            let size = i - start;
            shifts.insert(score, groups_bits);
            groups_bits += bits_for(size);
            max_group = max_group.max(size);
            i = start;
        }
        let group_bits = bits_for(max_group).max(1);
        let floats = sorted
            .iter()
            .map(|c| {
                [
                    if played_rounds >= 1 {
                        float(c, 1, all, &by_id)
                    } else {
                        Float::None
                    },
                    if played_rounds >= 2 {
                        float(c, 2, all, &by_id)
                    } else {
                        Float::None
                    },
                ]
            })
            .collect();
        let mut width =
            group_bits + groups_bits + group_bits + groups_bits + 2 * group_bits + 4 * group_bits;
        if played_rounds >= 1 {
            width += 2 * group_bits + 2 * groups_bits;
        }
        if played_rounds >= 2 {
            width += 2 * group_bits + 2 * groups_bits;
        }
        width += 3 * group_bits + 1;
        Layout {
            sorted,
            group_bits,
            groups_bits,
            shifts,
            played_rounds,
            last_round,
            floats,
            width,
        }
    }

    /// The score of sorted player `v`.
    pub(crate) fn score(&self, v: usize) -> u16 {
        self.sorted[v].score
    }

    fn shift(&self, score: u16) -> u32 {
        self.shifts.get(&score).copied().unwrap_or(0)
    }

    /// The weight given to a finished pair: above every other weight.
    pub(crate) fn max_weight<const L: usize>(&self) -> Wide<L> {
        Wide::bit(self.width + 2).minus(1)
    }

    /// Whether sorted players `a` and `b` may meet at all (the absolute criteria).
    pub(crate) fn compatible(&self, a: usize, b: usize) -> bool {
        let (p, q) = (self.sorted[a], self.sorted[b]);
        if p.met.contains(&q.id) || q.met.contains(&p.id) {
            return false;
        }
        let threshold = u16::try_from(self.played_rounds).unwrap_or(u16::MAX);
        !p.absolute()
            || !q.absolute()
            || p.preference != q.preference
            || (self.last_round && (p.score > threshold || q.score > threshold))
    }

    /// Whether `v` could take the bye given the bye assignee's score.
    fn bye_candidate(&self, v: usize, bye_score: u16) -> bool {
        self.sorted[v].bye_eligible && self.score(v) <= bye_score
    }

    /// The first weights, used only to find the score of the bye's assignee (odd counts).
    pub(crate) fn bye_probe_weight<const L: usize>(&self, higher: usize, lower: usize) -> Wide<L> {
        if !self.compatible(lower, higher) {
            return Wide::ZERO;
        }
        let top = self.score(0);
        let completion = 1
            + u64::from(!self.sorted[lower].bye_eligible)
            + u64::from(!self.sorted[higher].bye_eligible);
        let spread =
            u64::from(self.shift(self.score(lower))) + u64::from(self.shift(self.score(higher)));
        Wide::from_u64(completion)
            .push(self.groups_bits, Wide::from_u64(spread))
            .push(
                self.group_bits,
                Wide::from_u64(u64::from(self.score(lower) >= top)),
            )
    }

    /// The weight of pairing sorted players `higher` < `lower`; `in_current` / `in_next` say
    /// whether `lower` is in the bracket being paired or the next one.
    pub(crate) fn weight<const L: usize>(
        &self,
        higher: usize,
        lower: usize,
        in_current: bool,
        in_next: bool,
        bye: &ByeInfo,
    ) -> Wide<L> {
        if !self.compatible(higher, lower) {
            return Wide::ZERO;
        }
        let (gb, gsb) = (self.group_bits, self.groups_bits);
        let (h, l) = (self.sorted[higher], self.sorted[lower]);
        let (sh, sl) = (h.score, l.score);
        let flag = |b: bool| Wide::<L>::from_u64(u64::from(b));
        let completion = 1
            + u64::from(!self.bye_candidate(higher, bye.score))
            + u64::from(!self.bye_candidate(lower, bye.score));
        let mut w = Wide::from_u64(completion);
        w = w.push(gb, flag(in_current));
        w = w.push(
            gsb,
            if in_current {
                Wide::bit(self.shift(sh))
            } else {
                Wide::ZERO
            },
        );
        w = w.push(gb, flag(in_next));
        w = w.push(
            gsb,
            if in_next {
                Wide::bit(self.shift(sh))
            } else {
                Wide::ZERO
            },
        );
        let mut unplayed = 0u64;
        if bye.single_downfloater {
            if sh == bye.score {
                unplayed += bye.unplayed_rank(h.played_games);
            }
            if sl == bye.score {
                unplayed += bye.unplayed_rank(l.played_games);
            }
        }
        w = w.push(2 * gb, Wide::from_u64(unplayed));
        // Colour preferences (the lower player first, as in C.04.3's order of criteria).
        let same_pref = l.preference == h.preference;
        w = w.push(
            gb,
            flag(in_current && (!l.absolute_imbalance() || !h.absolute_imbalance() || !same_pref)),
        );
        let repeat_ok = if l.imbalance == h.imbalance {
            l.repeated.is_none() || l.repeated != h.repeated
        } else {
            let weaker = if l.imbalance > h.imbalance { h } else { l };
            weaker.repeated != l.preference.map(Colour::opposite)
        };
        w = w.push(
            gb,
            flag(in_current && (!l.absolute() || !h.absolute() || !same_pref || repeat_ok)),
        );
        let prefs_compatible = !same_pref || l.preference.is_none();
        w = w.push(gb, flag(in_current && prefs_compatible));
        let strong_ok = (!l.strong && !l.absolute())
            || (!h.strong && !h.absolute())
            || (l.absolute() && h.absolute())
            || !same_pref;
        w = w.push(gb, flag(in_current && strong_ok));
        let (fh, fl) = (self.floats[higher], self.floats[lower]);
        for back in 0..2 {
            if self.played_rounds > back {
                let mut downs = 0;
                if in_current {
                    downs = u64::from(fl[back] == Float::Down)
                        + u64::from(sh <= sl && fh[back] == Float::Down);
                }
                w = w.push(gb, Wide::from_u64(downs));
                w = w.push(gb, flag(in_current && !(sh > sl && fl[back] == Float::Up)));
            }
        }
        for back in 0..2 {
            if self.played_rounds > back {
                let mut downs = Wide::ZERO;
                if in_current {
                    if fl[back] == Float::Down {
                        downs = downs + Wide::bit(self.shift(sl));
                    }
                    if fh[back] == Float::Down {
                        downs = downs + Wide::bit(self.shift(sh));
                    }
                }
                w = w.push(gsb, downs);
                let ups = in_current && !(fl[back] == Float::Up && sh > sl);
                w = w.push(
                    gsb,
                    if ups {
                        Wide::bit(self.shift(sh))
                    } else {
                        Wide::ZERO
                    },
                );
            }
        }
        w.push(3 * gb + 1, Wide::ZERO)
    }
}

/// What is known of the pairing-allocated bye while the brackets are paired.
pub(crate) struct ByeInfo {
    /// The score of the player who will get the bye (0 when there is none).
    pub(crate) score: u16,
    /// Whether the bye's assignee is the single player left over from the top (C.04.3 C9).
    pub(crate) single_downfloater: bool,
    /// Played-games count → its rank among the assignee's score group (most played first).
    pub(crate) unplayed_ranks: HashMap<u16, u64>,
}

impl ByeInfo {
    fn unplayed_rank(&self, played: u16) -> u64 {
        self.unplayed_ranks.get(&played).copied().unwrap_or(0)
    }
}
