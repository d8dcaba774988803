//! The tests' seeded random number generator, and random games for the PGN tests: random Chess960 starts (all 960 can come up), random
//! legal moves with a bias towards castling, promotion and pawn moves so that games castle and
//! promote often, random endings (automatic, resignation, agreement, timeout, unknown, none),
//! tags and clock comments.

#![allow(dead_code)]

use rules::game::{Game, GameResult, Outcome, Reason};
use rules::pgn::PgnGame;
use rules::{Color, Move, Role};

/// SplitMix64: small, seeded, good enough for tests.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// One of `items` (which must not be empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

fn pick(rng: &mut Rng, game: &Game) -> Option<Move> {
    let pos = game.position();
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let castles: Vec<Move> = moves.iter().copied().filter(|m| m.is_castle()).collect();
    let promotions: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| m.promotion().is_some())
        .collect();
    let pawn_moves: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| !m.is_castle() && pos.board().role_at(m.from()) == Some(Role::Pawn))
        .collect();
    let r = rng.below(100);
    let list = if !castles.is_empty() && r < 50 {
        castles
    } else if !promotions.is_empty() && r < 80 {
        promotions
    } else if !pawn_moves.is_empty() && r < 40 {
        pawn_moves
    } else {
        moves
    };
    list.get(rng.below(list.len())).copied()
}

/// What a generated game contains, to check the tests cover castling and promotion.
#[derive(Default, Debug)]
pub struct Stats {
    pub games: usize,
    pub castles: usize,
    pub promotions: usize,
    pub black_first: usize,
    pub automatic_ends: usize,
    pub starts: std::collections::BTreeSet<u32>,
}

/// A random game of up to `max_plies` plies, with tags and comments.
pub fn random_game(rng: &mut Rng, max_plies: usize, stats: &mut Stats) -> PgnGame {
    let n = rng.below(960) as u32;
    stats.starts.insert(n);
    let mut game = Game::chess960(n).expect("start position");
    // Sometimes start in the middle of a game (possibly Black to move, with rights left).
    if rng.chance(20) {
        for _ in 0..rng.below(12) {
            match pick(rng, &game) {
                Some(m) if !game.is_over() => game.play(m).expect("legal"),
                _ => break,
            }
        }
        if !game.is_over() {
            game = Game::new(game.position().clone());
        }
    }
    if game.start().turn() == Color::Black {
        stats.black_first += 1;
    }
    let plies = rng.below(max_plies + 1);
    for _ in 0..plies {
        if game.is_over() {
            break;
        }
        let Some(m) = pick(rng, &game) else { break };
        if m.is_castle() {
            stats.castles += 1;
        }
        if m.promotion().is_some() {
            stats.promotions += 1;
        }
        game.play(m).expect("legal move");
    }
    if game.is_over() {
        stats.automatic_ends += 1;
    } else {
        let loser = if rng.chance(50) {
            Color::White
        } else {
            Color::Black
        };
        let _ = match rng.below(6) {
            0 => game.resign(loser).map(|_| ()),
            1 => game.agree_draw().map(|_| ()),
            2 => game.timeout(loser).map(|_| ()),
            3 => game.end(Outcome {
                result: GameResult::win_for(loser),
                reason: Reason::Unknown,
            }),
            4 => game.claim_draw().map(|_| ()),
            _ => Ok(()),
        };
    }
    stats.games += 1;
    let mut pgn = PgnGame::new(game);
    let names = ["Ada", "Bob \"the bishop\"", "C:\\chess", "Zoë", "?"];
    pgn.tags
        .set("White", names[rng.below(names.len())])
        .expect("tag");
    pgn.tags
        .set("Black", names[rng.below(names.len())])
        .expect("tag");
    pgn.tags
        .set("Event", format!("Random {}", stats.games))
        .expect("tag");
    if rng.chance(50) {
        pgn.tags.set("TimeControl", "600+5").expect("tag");
    }
    if rng.chance(30) {
        pgn.tags.set("Termination", "normal").expect("tag");
    }
    if rng.chance(20) {
        pgn.set_comment(0, "A random game; ends (when it ends) as the rules say.");
    }
    let mut clock = [600u32, 600];
    for ply in 1..=pgn.game.ply() {
        let side = (ply + 1) % 2;
        clock[side] = clock[side].saturating_sub(rng.below(30) as u32);
        if rng.chance(70) {
            let c = clock[side];
            pgn.set_comment(
                ply,
                &format!("[%clk {}:{:02}:{:02}]", c / 3600, c / 60 % 60, c % 60),
            );
        }
    }
    pgn
}
