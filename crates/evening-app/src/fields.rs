//! A submitted form's fields: name and value pairs as the browser's `FormData` gives them
//! (an unchecked checkbox is absent, a checked one is `on`).

/// A form's fields, in document order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Fields(pub Vec<(String, String)>);

impl Fields {
    /// Fields from pairs.
    pub fn of(pairs: &[(&str, &str)]) -> Fields {
        Fields(
            pairs
                .iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect(),
        )
    }

    /// The value of the first field named `name` (empty when absent).
    pub fn get(&self, name: &str) -> &str {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map_or("", |(_, v)| v.as_str())
    }

    /// Whether a checkbox named `name` was checked.
    pub fn checked(&self, name: &str) -> bool {
        self.0.iter().any(|(n, _)| n == name)
    }
}
