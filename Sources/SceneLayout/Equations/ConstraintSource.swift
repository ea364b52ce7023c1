import SceneModel

/// Where the document constraint behind a solver constraint is: its owner view and its
/// place in the owner's `constraints`. Kept instead of a copy of the model `Constraint`
/// (some 200 bytes and a dozen references each, copied several times per constraint and
/// held for the builder's life), since reports read it only for the few constraints in
/// conflicts.
struct ConstraintSource {
    let owner: View
    let index: Int

    var constraint: Constraint { owner.constraints[index] }
}
