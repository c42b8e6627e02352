/// Which chain of prices a conversion takes when several reach the target.
///
/// hledger 1.25 takes the shortest, even when one of its prices is years
/// old and a longer chain of this week's prices exists (hledger issues
/// 1402 and 1558); `-X` keeps that, so that its figures stay hledger's.
/// `rates`, `convert` and `networth` take the freshest: the chain whose
/// oldest price is the newest, then the shortest among those.
public enum ChainChoice: Sendable, Hashable {
    case shortest
    case freshest
}
