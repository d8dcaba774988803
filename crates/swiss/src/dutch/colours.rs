//! Who gets White: C.04.3's colour allocation rules for a pair, and the first round's colour.

use super::players::Contender;
use crate::model::{Colour, Tournament};

/// Whether two preferences can both be met.
pub(crate) fn compatible_preferences(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none()
}

/// The colours of the two players in the last round, going back over played games only,
/// in which they differed.
fn last_difference(p: &Contender, q: &Contender) -> Option<(Colour, Colour)> {
    let mine = p.history.iter().rev().filter_map(|h| h.played_colour);
    let theirs = q.history.iter().rev().filter_map(|h| h.played_colour);
    mine.zip(theirs).find(|(a, b)| a != b)
}

/// The colour for `p` against `q` from the preferences alone, if they decide it.
fn neutral_colour(p: &Contender, q: &Contender) -> Option<Colour> {
    if compatible_preferences(p.preference, q.preference) {
        return p.preference.or(q.preference.map(Colour::opposite));
    }
    if p.absolute() && (p.imbalance > q.imbalance || !q.absolute()) {
        return p.preference;
    }
    if q.absolute() && (q.imbalance > p.imbalance || !p.absolute()) {
        return q.preference.map(Colour::opposite);
    }
    if p.strong && !q.strong {
        return p.preference;
    }
    if q.strong && !p.strong {
        return q.preference.map(Colour::opposite);
    }
    last_difference(p, q).map(|(_, theirs)| theirs)
}

/// Whether `p` ranks below `q` (lower score, or the same score and a later rank).
pub(crate) fn ranks_below(p: &Contender, q: &Contender) -> bool {
    (p.score, q.rank_index) < (q.score, p.rank_index)
}

/// The colour `p` gets against `q`; `first` is the colour of the top player of round 1.
pub(crate) fn colour_for(p: &Contender, q: &Contender, first: Colour) -> Colour {
    if let Some(colour) = neutral_colour(p, q) {
        return colour;
    }
    let odd = |c: &Contender| c.rank_index % 2 == 1;
    match p.preference {
        None => {
            if ranks_below(p, q) {
                if odd(q) {
                    first
                } else {
                    first.opposite()
                }
            } else if odd(p) {
                first.opposite()
            } else {
                first
            }
        }
        Some(preference) => {
            if ranks_below(p, q) {
                q.preference.map_or(preference, Colour::opposite)
            } else {
                preference
            }
        }
    }
}

/// The first round's colour of board 1's top player: the file's setting, else inferred from
/// the first round where colours were given (the top player who took part, his colour; the
/// next one's reversed if he had none, and so on), else White.
pub(crate) fn first_colour(tournament: &Tournament) -> Colour {
    if let Some(colour) = tournament.first_colour {
        return colour;
    }
    let rounds = tournament.rounds_paired();
    let colour_of = |e: crate::model::Entry| match e {
        crate::model::Entry::Game { colour, .. } => Some(colour),
        crate::model::Entry::Forfeit { colour, .. } => colour,
        _ => None,
    };
    let Some(first_round) = (1..=rounds).find(|&r| {
        tournament
            .player_ids()
            .any(|id| tournament.entry(id, r).and_then(colour_of).is_some())
    }) else {
        return Colour::White;
    };
    let mut index = 0usize;
    for id in tournament.player_ids() {
        let took_part =
            (1..=first_round).any(|r| tournament.entry(id, r).is_some_and(|e| e.was_paired()));
        if !took_part {
            continue;
        }
        if let Some(colour) = tournament.entry(id, first_round).and_then(colour_of) {
            return if index % 2 == 1 {
                colour.opposite()
            } else {
                colour
            };
        }
        index += 1;
    }
    Colour::White
}
