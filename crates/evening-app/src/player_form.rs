//! The registration form: a player's name, rating and club, typed; the evening checks the
//! name and club itself, the form the rating's digits.

use evening::{Player, Registration, MAX_RATING};

use crate::fields::Fields;
use crate::notice::{Field, Notice};
use crate::number::whole;

/// The registration the form asks for (an empty rating is none).
pub fn registration_of(fields: &Fields) -> Result<Registration, Notice> {
    let rating = match fields.get("rating").trim() {
        "" => None,
        text => Some(
            whole(text, 0, u32::from(MAX_RATING))
                .and_then(|n| u16::try_from(n).ok())
                .ok_or(Notice::BadNumber(Field::Rating))?,
        ),
    };
    let club = fields.get("club");
    Ok(Registration {
        name: fields.get("name").to_string(),
        rating,
        club: (!club.trim().is_empty()).then(|| club.to_string()),
    })
}

/// The form's fields showing a player (for a correction).
pub fn fields_of(player: &Player) -> Fields {
    Fields(vec![
        ("name".into(), player.name.clone()),
        (
            "rating".into(),
            player.rating.map(|r| r.to_string()).unwrap_or_default(),
        ),
        ("club".into(), player.club.clone().unwrap_or_default()),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_rating_and_club() {
        let r = registration_of(&Fields::of(&[
            ("name", " Anna de Vries "),
            ("rating", "1850"),
            ("club", "De Toren"),
        ]))
        .unwrap();
        assert_eq!(r.name, " Anna de Vries "); // the evening trims it
        assert_eq!(r.rating, Some(1850));
        assert_eq!(r.club.as_deref(), Some("De Toren"));
        let r = registration_of(&Fields::of(&[
            ("name", "Bob"),
            ("rating", " "),
            ("club", ""),
        ]))
        .unwrap();
        assert_eq!((r.rating, r.club), (None, None));
    }

    #[test]
    fn a_bad_rating_is_refused() {
        for rating in ["abc", "-5", "10000", "1850.5", "99999999999999"] {
            assert_eq!(
                registration_of(&Fields::of(&[("name", "Bob"), ("rating", rating)])),
                Err(Notice::BadNumber(Field::Rating)),
                "{rating}"
            );
        }
    }
}
