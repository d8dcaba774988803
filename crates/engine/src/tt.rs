//! The transposition table: buckets of four 16-byte entries, a size chosen in megabytes.

use rules::{Move, Role, Square};

/// Kind of bound a stored score is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The true score is at most this (no move reached alpha).
    Upper = 1,
    /// The true score is at least this (a cut-off).
    Lower = 2,
    /// The exact score.
    Exact = 3,
}

/// What a probe finds.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Hit {
    pub mv: Option<Move>,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    /// move (16) | score (16) | eval (16) | depth (8) | bound (2) + generation (6)
    data: u64,
}

const BUCKET: usize = 4;

/// Four entries on one 64-byte cache line: a probe touches one line, not two.
#[derive(Copy, Clone, Default)]
#[repr(C, align(64))]
struct Bucket([Entry; BUCKET]);

/// Packs a move in 16 bits: from (6), to (6), kind (2: normal, promotion, en passant,
/// castling), promotion piece (2). 0 means no move (a1a1 is never a move).
pub(crate) fn pack(m: Move) -> u16 {
    let (kind, promo) = match m {
        Move::Normal {
            promotion: None, ..
        } => (0u16, 0u16),
        Move::Normal {
            promotion: Some(r), ..
        } => (
            1,
            match r {
                Role::Knight => 0,
                Role::Bishop => 1,
                Role::Rook => 2,
                _ => 3,
            },
        ),
        Move::EnPassant { .. } => (2, 0),
        Move::Castle { .. } => (3, 0),
    };
    (m.from().index() as u16) | (m.to().index() as u16) << 6 | kind << 12 | promo << 14
}

/// The move packed by [`pack`] (0 gives `None`).
pub(crate) fn unpack(p: u16) -> Option<Move> {
    if p == 0 {
        return None;
    }
    let from = Square::wrap(u32::from(p & 63));
    let to = Square::wrap(u32::from((p >> 6) & 63));
    Some(match (p >> 12) & 3 {
        0 => Move::Normal {
            from,
            to,
            promotion: None,
        },
        1 => Move::Normal {
            from,
            to,
            promotion: Some(match p >> 14 {
                0 => Role::Knight,
                1 => Role::Bishop,
                2 => Role::Rook,
                _ => Role::Queen,
            }),
        },
        2 => Move::EnPassant { from, to },
        _ => Move::Castle {
            king: from,
            rook: to,
        },
    })
}

/// The transposition table.
pub(crate) struct Tt {
    buckets: Vec<Bucket>,
    generation: u8,
}

impl Tt {
    /// A table of about `mb` megabytes (at least one bucket).
    pub fn new(mb: usize) -> Tt {
        let bytes = mb.max(1).saturating_mul(1 << 20);
        let buckets = (bytes / std::mem::size_of::<Bucket>()).max(1);
        Tt {
            buckets: vec![Bucket::default(); buckets],
            generation: 0,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
        self.generation = 0;
    }

    /// Starts a new search: older entries become cheaper to replace.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (((key as u128) * (self.buckets.len() as u128)) >> 64) as usize
    }

    /// The entry for `key`, if stored.
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let b = self.bucket(key);
        let bucket = self.buckets.get(b)?;
        let e = bucket.0.iter().find(|e| e.key == key && e.data != 0)?;
        let d = e.data;
        let bound = match (d >> 56) & 3 {
            1 => Bound::Upper,
            2 => Bound::Lower,
            3 => Bound::Exact,
            _ => return None,
        };
        Some(Hit {
            mv: unpack(d as u16),
            score: i32::from((d >> 16) as u16 as i16),
            eval: i32::from((d >> 32) as u16 as i16),
            depth: i32::from((d >> 48) as u8),
            bound,
        })
    }

    /// Stores a result; keeps the old move when `mv` is `None` and the key is the same.
    pub fn store(
        &mut self,
        key: u64,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let generation = self.generation;
        let b = self.bucket(key);
        let Some(Bucket(bucket)) = self.buckets.get_mut(b) else {
            return;
        };
        let age = |e: &Entry| (generation.wrapping_sub((e.data >> 58) as u8) & 63) as i32;
        let slot = match bucket.iter().position(|e| e.key == key && e.data != 0) {
            Some(i) => i,
            None => {
                let mut slot = 0;
                let mut worst = i32::MAX;
                for (i, e) in bucket.iter().enumerate() {
                    let value = if e.data == 0 {
                        i32::MIN
                    } else {
                        ((e.data >> 48) as u8) as i32 - 8 * age(e)
                    };
                    if value < worst {
                        worst = value;
                        slot = i;
                    }
                }
                slot
            }
        };
        let Some(e) = bucket.get_mut(slot) else {
            return;
        };
        let mut packed = mv.map_or(0, pack);
        if e.key == key && e.data != 0 {
            // Keep a deeper exact entry of this search unless this one is at least as deep.
            let old_depth = ((e.data >> 48) as u8) as i32;
            let old_bound = (e.data >> 56) & 3;
            if bound != Bound::Exact && old_bound == 3 && old_depth > depth + 2 && age(e) == 0 {
                return;
            }
            if packed == 0 {
                packed = e.data as u16;
            }
        }
        let score = score.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16 as u64;
        let eval = eval.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16 as u64;
        let depth = depth.clamp(0, 255) as u64;
        e.key = key;
        e.data = u64::from(packed)
            | score << 16
            | eval << 32
            | depth << 48
            | (bound as u64) << 56
            | u64::from(generation) << 58;
    }

    /// Permille of the first thousand entries used in this search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let n = (self.buckets.len() * BUCKET).min(1000);
        if n == 0 {
            return 0;
        }
        let used = self
            .buckets
            .iter()
            .flat_map(|b| b.0.iter())
            .take(n)
            .filter(|e| e.data != 0 && (e.data >> 58) as u8 == self.generation)
            .count();
        (used * 1000 / n) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_round_trip() {
        let pos = rules::fen::parse_position("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1")
            .expect("valid FEN");
        let moves = pos.legal_moves();
        assert!(moves.iter().any(|m| m.is_castle()));
        assert!(moves.iter().any(|m| matches!(m, Move::EnPassant { .. })));
        assert!(moves.iter().any(|m| m.promotion().is_some()));
        for m in moves {
            assert_ne!(pack(m), 0);
            assert_eq!(unpack(pack(m)), Some(m));
        }
    }

    #[test]
    fn store_and_probe() {
        let mut tt = Tt::new(1);
        let m = Move::Castle {
            king: Square::wrap(4),
            rook: Square::wrap(7),
        };
        tt.store(42, Some(m), -31_000, 17, 9, Bound::Lower);
        let hit = tt.probe(42).expect("stored");
        assert_eq!(hit.mv, Some(m));
        assert_eq!(hit.score, -31_000);
        assert_eq!(hit.eval, 17);
        assert_eq!(hit.depth, 9);
        assert_eq!(hit.bound, Bound::Lower);
        assert!(tt.probe(43).is_none());
        // Same key without a move keeps the old move.
        tt.store(42, None, 5, 5, 10, Bound::Upper);
        assert_eq!(tt.probe(42).map(|h| h.mv), Some(Some(m)));
        tt.clear();
        assert!(tt.probe(42).is_none());
    }
}
