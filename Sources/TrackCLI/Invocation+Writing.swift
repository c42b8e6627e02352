import TrackModel
import TrackSyntax

extension Invocation {
    /// How this run reads journals: the one place the parse options are made.
    var parseOptions: ParseOptions {
        ParseOptions(today: today, homeDirectory: console.environment["HOME"])
    }

    /// The parse options and this run's file system, for the write pipelines.
    var reread: JournalReread {
        JournalReread(options: parseOptions, fileSystem: console.fileSystem)
    }

    /// The append pipeline for `command`, after checking that the run names
    /// one journal file that can be written (not standard input, unless in
    /// a dry run); the journal's diagnostics are printed as it is read.
    func journalWriter(command: String, createIfMissing: Bool, dryRun: Bool) throws(CLIError) -> JournalWriter {
        let paths = journalPaths
        guard paths.count == 1, let target = paths.first else {
            throw .message(.appendToOneJournal(command, count: paths.count))
        }
        if target == "-" && !dryRun {
            throw .message(.appendToStandardInput(command))
        }
        return JournalWriter(target: target, reread: reread, createIfMissing: createIfMissing, dryRun: dryRun,
                             standardInput: target == "-" ? console.readStandardInput() : nil,
                             report: printDiagnostics)
    }

    /// Runs the append pipeline; its failures become this command's errors,
    /// and what the write could not keep is a warning.
    func append(with writer: JournalWriter,
                _ compose: (JournalWriter.Base) throws(CLIError) -> [UInt8]?) throws(CLIError) -> JournalWriter.Outcome {
        let outcome: JournalWriter.Outcome
        do {
            outcome = try writer.append(compose)
        } catch {
            throw CLIError(error)
        }
        outcome.notices.forEach(warn)
        return outcome
    }

    /// As `append(with:_:)` for entries laid out by `AppendedEntries`
    /// (`add`, `import`, `reconcile`): a canonical file whose amount column
    /// they move is written whole, realigned, so that it stays canonical.
    func append(entriesWith writer: JournalWriter,
                _ compose: (JournalWriter.Base) throws(CLIError) -> AppendedEntries?) throws(CLIError) -> JournalWriter.Outcome {
        let outcome: JournalWriter.Outcome
        do {
            outcome = try writer.appendEntries(compose)
        } catch {
            throw CLIError(error)
        }
        outcome.notices.forEach(warn)
        return outcome
    }

    /// Runs the rewrite pipeline (`JournalWriter.rewrite`): `compose` gives
    /// the new file as parts (`AtomicFile.Content`). A journal that would not read with it has its
    /// diagnostics shown (lines as they would be) and nothing is written.
    func rewrite(with writer: JournalWriter,
                 _ compose: (JournalWriter.Base) throws(CLIError) -> AtomicFile.Content?) throws(CLIError) -> JournalWriter.Outcome {
        let outcome: JournalWriter.Outcome
        do {
            outcome = try writer.rewrite(compose)
        } catch {
            if case .wouldNotRead(let loaded) = error {
                errors.write("the journal would not pass its checks with this change (lines as they would be in the file):\n")
                printDiagnostics(loaded)
                errors.write("nothing was changed\n")
                throw .reported
            }
            throw CLIError(error)
        }
        outcome.notices.forEach(warn)
        return outcome
    }

    /// A write's caveat (`WriteNotice`), as a warning on standard error.
    func warn(_ notice: WriteNotice) {
        TrackCLI.warn(CLIMessage(notice), to: console)
    }
}

extension Invocation {
    /// The journal would not read with the new entries (a balance
    /// assertion they break, say), or would read them otherwise than
    /// composed (an alias the file's end leaves on): shows why and writes
    /// nothing. `adding` names them (`this transaction`), `undone` what did
    /// not happen (`added`).
    func refuseIfBroken(_ entries: AppendedEntries, adding: String, undone: String) throws(CLIError) {
        if let misreading = entries.misreading {
            throw .message(.appendWouldReadDifferently(misreading, undone: undone))
        }
        guard entries.check.hasErrors else { return }
        errors.write("the journal would not pass its checks with \(adding) (lines as they would be in the file):\n")
        printDiagnostics(LoadedJournal(entries.check.journal, reporting: entries.check.errors))
        errors.write("nothing was \(undone)\n")
        throw .reported
    }
}
