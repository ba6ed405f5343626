#include "commandline.h"

#include "advisecommand.h"
#include "calibration.h"
#include "catalogloader.h"
#include "config.h"
#include "estimate.h"
#include "fields.h"
#include "language.h"
#include "messages.h"
#include "partial.h"
#include "reportformat.h"
#include "savefile.h"
#include "setupfile.h"
#include "steptime.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace headroom {

namespace {

const QStringList kCommands = {QStringLiteral("estimate"), QStringLiteral("gpus"), QStringLiteral("models"),
                               QStringLiteral("inspect"), QStringLiteral("advise"), QStringLiteral("export")};

enum class Format { Text, Json, Markdown };

struct Options {
    QString command;
    QString file;
    QStringList sets;
    QStringList setOrigins; // the option each of `sets` came from (--set, --gpus, …), for its messages
    QStringList maps;
    Format format = Format::Text;
    QString out;
    bool inPlace = false; // export: --in-place, write over FILE (keeping FILE.bak)
    bool force = false;   // export: --force, as --in-place, and write through a symlink
    QString measured;     // estimate: --measured METRIC=SIZE, calibrate FILE from this run
    bool noCalibration = false; // --no-calibration: ignore FILE.headroom.yaml
    const Catalogs *catalogs = nullptr; // what main() loaded, passed down with the options
};

Diagnostic cliError(const std::string &code, const QString &arg = {})
{
    Diagnostic d;
    d.code = code;
    if (!arg.isNull())
        d.args = {arg.toStdString()};
    return d;
}

// Parses the words after the command. Option shorthands become canonical --set assignments.
bool parseOptions(const QStringList &args, Options &o, Diagnostics &diags)
{
    o.command = args.value(0);
    for (int i = 1; i < args.size(); ++i) {
        const QString a = args[i];
        auto value = [&](QString &target) {
            const int eq = a.indexOf(QLatin1Char('='));
            if (a.startsWith(QLatin1String("--")) && eq > 0) {
                target = a.mid(eq + 1);
                return true;
            }
            if (i + 1 >= args.size()) {
                diags.push_back(cliError("cli.missing_value", a));
                return false;
            }
            target = args[++i];
            return true;
        };
        const QString name = a.section(QLatin1Char('='), 0, 0);
        QString v;
        if (name == QLatin1String("--set")) {
            if (!value(v)) return false;
            o.sets << v;
            o.setOrigins << QStringLiteral("--set");
        } else if (name == QLatin1String("--map")) {
            if (!value(v)) return false;
            o.maps << v;
        } else if (name == QLatin1String("--gpu")) {
            if (!value(v)) return false;
            o.sets << QStringLiteral("hardware.gpu=") + v;
            o.setOrigins << QStringLiteral("--gpu");
        } else if (name == QLatin1String("--gpus")) {
            if (!value(v)) return false;
            o.sets << QStringLiteral("parallel.gpus=") + v;
            o.setOrigins << QStringLiteral("--gpus");
        } else if (name == QLatin1String("--nodes")) {
            if (!value(v)) return false;
            o.sets << QStringLiteral("parallel.nodes=") + v;
            o.setOrigins << QStringLiteral("--nodes");
        } else if (name == QLatin1String("--host-ram")) {
            if (!value(v)) return false;
            o.sets << QStringLiteral("hardware.host_ram_gib=") + v;
            o.setOrigins << QStringLiteral("--host-ram");
        } else if (name == QLatin1String("--out")) {
            if (!value(v)) return false;
            o.out = v;
        } else if (name == QLatin1String("--format")) {
            if (!value(v)) return false;
            if (v == QLatin1String("text")) o.format = Format::Text;
            else if (v == QLatin1String("json")) o.format = Format::Json;
            else if (v == QLatin1String("markdown") || v == QLatin1String("md")) o.format = Format::Markdown;
            else {
                diags.push_back(cliError("cli.bad_format", v));
                return false;
            }
        } else if (name == QLatin1String("--measured")) {
            if (!value(v)) return false;
            o.measured = v;
        } else if (a == QLatin1String("--no-calibration")) {
            o.noCalibration = true;
        } else if (a == QLatin1String("--in-place")) {
            o.inPlace = true;
        } else if (a == QLatin1String("--force")) {
            o.force = true;
        } else if (name == QLatin1String("--lang")) {
            if (!value(v)) return false; // applied before parsing, see run()
        } else if (a.startsWith(QLatin1Char('-')) && a.size() > 1) {
            diags.push_back(cliError("cli.unknown_option", a));
            return false;
        } else if (o.file.isEmpty()) {
            o.file = a;
        } else {
            diags.push_back(cliError("cli.unknown_option", a));
            return false;
        }
    }
    return true;
}

void printDiagnostics(const Diagnostics &diags, QTextStream &err)
{
    for (const Diagnostic &d : diags)
        err << Messages::diagnostic(d) << '\n';
}

QJsonObject diagnosticJson(const Diagnostic &d);

// Bad input under --format json: stdout still gets one object, saying why (a script reading
// the JSON learns what is wrong, not nothing); stderr has the same as under text.
int badInput(const Options &o, const Diagnostics &diags, QTextStream &out)
{
    if (o.format == Format::Json) {
        QJsonArray errors, warnings;
        for (const Diagnostic &d : diags)
            (d.severity == Diagnostic::Severity::Warning ? warnings : errors).append(diagnosticJson(d));
        out << QJsonDocument(QJsonObject{{QStringLiteral("error"), true},
                                         {QStringLiteral("file"), o.file},
                                         {QStringLiteral("errors"), errors},
                                         {QStringLiteral("warnings"), warnings}})
                   .toJson(QJsonDocument::Indented);
    }
    return CommandLine::BadInput;
}

// What an export could not write (a change the file cannot express): said beside the file.
Diagnostics exportWarnings(const Diagnostics &diags)
{
    Diagnostics out;
    for (const Diagnostic &d : diags)
        if (d.severity == Diagnostic::Severity::Warning && d.code.rfind("export.", 0) == 0)
            out.push_back(d);
    return out;
}

Diagnostics warningsOf(const Diagnostics &diags)
{
    Diagnostics out;
    for (const Diagnostic &d : diags)
        if (d.severity == Diagnostic::Severity::Warning)
            out.push_back(d);
    return out;
}

// --map field=key.path, as the core reads them.
// The --set (and --gpu, --gpus, --nodes, --host-ram) assignments onto `setup`; a refused one
// is said under the option the user typed.
bool applySets(const Options &o, TrainingSetup &setup, Diagnostics &diags)
{
    for (qsizetype i = 0; i < o.sets.size(); ++i) {
        const size_t before = diags.size();
        if (applyAssignment(o.sets[i].toStdString(), setup, diags))
            continue;
        const std::string origin = i < o.setOrigins.size() ? o.setOrigins[i].toStdString() : std::string("--set");
        for (size_t d = before; d < diags.size(); ++d)
            if (diags[d].file == "--set")
                diags[d].file = origin;
        return false;
    }
    return true;
}

bool loadOptions(const Options &o, LoadOptions &options, Diagnostics &diags)
{
    options.maps = &o.catalogs->maps;
    for (const QString &m : o.maps) {
        KeyMapping mapping;
        if (!parseKeyMapping(m.toStdString(), mapping, diags))
            return false;
        options.mappings.push_back(mapping);
    }
    return true;
}

// The calibration kept beside FILE, unless --no-calibration or a new --measured replaces it.
bool applyKeptCalibration(const Options &o, TrainingSetup &setup, Diagnostics &diags)
{
    if (o.file.isEmpty() || o.noCalibration || !o.measured.isEmpty())
        return true;
    Calibration cal;
    const size_t before = diags.size();
    if (loadCalibrationFor(o.file.toStdString(), cal, diags))
        setup.calibration = cal.factors;
    return diags.size() == before;
}

// Calibrates FILE's setup from --measured and keeps the calibration beside FILE.
bool calibrateFromMeasurement(const Options &o, ResolvedSetup &resolved, Diagnostics &diags, QTextStream &err)
{
    const auto measured = parseMeasurement(o.measured.toStdString());
    if (!measured) {
        diags.push_back(cliError("calibration.syntax", o.measured));
        return false;
    }
    if (o.file.isEmpty()) {
        diags.push_back(cliError("calibration.no_file"));
        return false;
    }
    const Calibration cal = calibrate(resolved, o.catalogs->coefficients, *measured);
    if (!saveCalibrationFor(o.file.toStdString(), cal, diags))
        return false;
    resolved.setup.calibration = cal.factors;
    err << CommandLine::tr("Calibrated from your run: %1 measured %2 where Headroom estimated %3; kept in %4.")
               .arg(QString::fromUtf8(toString(measured->metric).data()), Messages::bytes(measured->bytes),
                    Messages::bytes(cal.estimatedBytes), QString::fromStdString(calibrationPathFor(o.file.toStdString())))
        << '\n';
    return true;
}

// Reads FILE (if any) and applies --set, in that order: the command line wins.
bool buildSetup(const Options &o, TrainingSetup &setup, Diagnostics &diags)
{
    if (!o.file.isEmpty()) {
        LoadedConfig config;
        LoadOptions options;
        if (!loadOptions(o, options, diags) || !loadConfigFile(o.file.toStdString(), options, config, diags))
            return false;
        setup = config.setup;
    }
    if (!applySets(o, setup, diags))
        return false;
    return applyKeptCalibration(o, setup, diags);
}

int exitFor(Verdict v)
{
    switch (v) {
    case Verdict::Fits: return CommandLine::Fits;
    case Verdict::Tight: return CommandLine::Tight;
    case Verdict::Oom: return CommandLine::Oom;
    }
    return CommandLine::Oom;
}

// Prints an estimate. A partial one (the model not identified) carries no advice: what the
// GPU needs is unknown, so nothing can be said to fit or to be saved there.
void printEstimate(const Options &o, const ResolvedSetup &resolved, const MemoryReport &report,
                   const Diagnostics &diags, QTextStream &out)
{
    const Catalogs &c = *o.catalogs;
    Diagnostics warnings = warningsOf(diags);
    if (!report.vramKnown) // the partial report says itself what is missing
        std::erase_if(warnings, [](const Diagnostic &d) { return d.code == "model.unknown" || d.code == "model.missing"; });
    // The advice codes that apply (no search: that is `advise`), with their numbers.
    const std::vector<AdviceItem> advice =
        report.vramKnown ? adviceFor(resolved, c.catalog, c.coefficients, report,
                                     stepTime(resolved, c.coefficients).totalSeconds)
                         : std::vector<AdviceItem>{};
    const bool adviceShown = report.vramKnown && report.verdict != Verdict::Fits;
    switch (o.format) {
    case Format::Json: {
        QJsonObject json = ReportFormat::json(resolved, report, warnings);
        json[QStringLiteral("advice")] = AdviseFormat::adviceJson(advice);
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
        break;
    }
    case Format::Markdown:
        out << ReportFormat::markdown(resolved, report, o.catalogs->coefficients, warnings);
        if (adviceShown)
            out << QLatin1Char('\n') << AdviseFormat::adviceLines(advice, 5, QStringLiteral("- "));
        break;
    case Format::Text:
        out << ReportFormat::text(resolved, report, o.catalogs->coefficients, warnings);
        if (adviceShown)
            out << QLatin1Char('\n') << AdviseFormat::adviceLines(advice, 5, QStringLiteral("  • "));
        break;
    }
}

int runEstimate(const Options &o, QTextStream &out, QTextStream &err)
{
    Diagnostics diags;
    TrainingSetup setup;
    ResolvedSetup resolved;
    MemoryReport report;
    bool partial = false;
    const Catalogs &c = *o.catalogs;
    if (!buildSetup(o, setup, diags) ||
        !estimateSetup(setup, c.catalog, c.coefficients, resolved, report, diags, partial)) {
        printDiagnostics(diags, err);
        return badInput(o, diags, out);
    }
    if (!partial && !o.measured.isEmpty()) {
        // The measurement is of this setup: calibrate, keep it beside FILE, and estimate again.
        if (!calibrateFromMeasurement(o, resolved, diags, err)) {
            printDiagnostics(diags, err);
            return badInput(o, diags, out);
        }
        report = estimate(resolved, c.coefficients);
    }
    printEstimate(o, resolved, report, diags, out);
    if (partial) {
        // The answer is incomplete: stdout has the partial report, stderr says what to give.
        err << ReportFormat::missingSentence(resolved) << '\n';
        return CommandLine::BadInput;
    }
    if (!report.verdictKnown()) {
        // (a RAM cache of unknown size: no verdict below OOM is known for the host)
        err << ReportFormat::hostMissingSentence() << '\n';
        return CommandLine::BadInput;
    }
    return exitFor(report.verdict);
}

bool readConfig(const Options &o, LoadedConfig &config, Diagnostics &diags, QTextStream &err);

// Writes exported bytes to `target` ("-": standard output) as docs/cli.md's "Writing files" says:
// atomically, never over FILE unless --in-place/--force, refusing an input changed on disk.
bool writeExported(const Options &o, const LoadedConfig &config, const QString &target, const std::string &bytes,
                   QTextStream &out, QTextStream &err)
{
    if (target == QLatin1String("-")) {
        // (a leading byte-order mark stays, as in a written file)
        QString text = QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
        if (bytes.rfind("\xEF\xBB\xBF", 0) == 0 && !text.startsWith(QChar(0xFEFF)))
            text.prepend(QChar(0xFEFF));
        out << text;
        return true;
    }
    SaveOptions save;
    save.inputPath = o.file.toStdString();
    save.inputStamp = config.stamp;
    save.inPlace = o.inPlace;
    save.force = o.force;
    Diagnostics diags;
    std::string backup;
    if (!saveConfigFile(target.toStdString(), bytes, save, diags, &backup)) {
        printDiagnostics(diags, err);
        return false;
    }
    if (!backup.empty())
        err << CommandLine::tr("%1 was there already: its text is kept as %2.").arg(target, QString::fromStdString(backup))
            << '\n';
    return true;
}

// Writes the best recommendation that the file's dialect can express as FILE patched to --out.
// Only the recommendation's own changes are written: `advise --set` describes the situation
// (the GPU, the host, the model's architecture) and is context, not an edit (`export --set`
// writes values).
int writeRecommendation(const Options &o, const LoadedConfig &config, const AdviceResult &result, QTextStream &out,
                        QTextStream &err)
{
    Diagnostics last;
    int index = 0;
    for (const Recommendation &rec : result.recommendations) {
        ++index;
        std::string bytes;
        Diagnostics diags;
        // (a recommendation is written whole or not at all: a smaller micro batch without the
        // accumulation that keeps the effective batch would change the training, not its memory)
        const bool partial = [&] {
            const bool ok = exportConfig(config, rec.changes, bytes, diags);
            return !ok || std::any_of(diags.begin(), diags.end(), [](const Diagnostic &d) {
                return d.code == "export.cannot_add" || d.code == "export.cannot_express" || d.code == "export.cannot_patch";
            });
        }();
        if (partial) {
            last = diags;
            continue; // a change this dialect cannot express: try the next recommendation
        }
        printDiagnostics(exportWarnings(diags), err);
        if (!writeExported(o, config, o.out, bytes, out, err))
            return CommandLine::BadInput;
        if (o.out != QLatin1String("-"))
            err << CommandLine::tr("Wrote recommendation %1 to %2.").arg(index).arg(o.out) << '\n';
        return 0;
    }
    if (result.recommendations.empty() && result.current.verdict == Verdict::Fits) {
        // Recommendations are fixes: a setup that fits needs none, and that is not an error.
        err << CommandLine::tr("The setup already fits: there is nothing to change, nothing was written.") << '\n';
        return CommandLine::Fits;
    }
    if (result.recommendations.empty())
        err << CommandLine::tr("No recommendation fits: nothing was written.") << '\n';
    else
        printDiagnostics(last, err);
    return CommandLine::BadInput;
}

int runAdvise(const Options &o, QTextStream &out, QTextStream &err)
{
    Diagnostics diags;
    LoadedConfig config;
    if (!readConfig(o, config, diags, err))
        return badInput(o, diags, out);
    TrainingSetup setup = config.setup;
    if (!applySets(o, setup, diags)) {
        printDiagnostics(diags, err);
        return badInput(o, diags, out);
    }
    if (!applyKeptCalibration(o, setup, diags)) {
        printDiagnostics(diags, err);
        return badInput(o, diags, out);
    }
    ResolvedSetup resolved;
    const Catalogs &c = *o.catalogs;
    MemoryReport partialReport;
    bool partial = false;
    if (!estimateSetup(setup, c.catalog, c.coefficients, resolved, partialReport, diags, partial)) {
        printDiagnostics(diags, err);
        return badInput(o, diags, out);
    }
    if (partial) {
        // Nothing to recommend for a GPU whose load is unknown; the partial report and the question.
        printEstimate(o, resolved, partialReport, diags, out);
        err << ReportFormat::missingSentence(resolved) << '\n';
        return CommandLine::BadInput;
    }
    const AdviceResult result = advise(resolved, c.catalog, c.coefficients);
    const std::vector<BatchTableRow> table = maxBatchTable(resolved, c.catalog, c.coefficients);
    if (!o.out.isEmpty()) {
        const int written = writeRecommendation(o, config, result, out, err);
        if (written != 0 || o.out == QLatin1String("-"))
            return written;
    }
    switch (o.format) {
    case Format::Json:
        out << QJsonDocument(AdviseFormat::json(resolved, result, table,
                                                ReportFormat::json(resolved, result.current, warningsOf(diags))))
                   .toJson(QJsonDocument::Indented);
        break;
    case Format::Markdown: out << AdviseFormat::markdown(resolved, result, table); break;
    case Format::Text: out << AdviseFormat::text(resolved, result, table); break;
    }
    if (!result.current.verdictKnown()) {
        err << ReportFormat::hostMissingSentence() << '\n';
        return CommandLine::BadInput;
    }
    return exitFor(result.current.verdict);
}

int runGpus(const Options &o, QTextStream &out)
{
    const Catalog &cat = o.catalogs->catalog;
    if (o.format == Format::Json) {
        QJsonArray list;
        for (const GpuSpec &g : cat.gpus())
            list.append(QJsonObject{{QStringLiteral("id"), QString::fromStdString(g.id)},
                                    {QStringLiteral("name"), QString::fromStdString(g.name)},
                                    {QStringLiteral("vendor"), QString::fromStdString(g.vendor)},
                                    {QStringLiteral("memory_bytes"), g.usableBytes()},
                                    {QStringLiteral("bf16"), g.bf16},
                                    {QStringLiteral("fp8"), g.fp8},
                                    {QStringLiteral("bf16_tflops"), g.bf16Tflops}});
        out << QJsonDocument(list).toJson(QJsonDocument::Indented);
        return 0;
    }
    out << CommandLine::tr("%1 %2 %3 %4").arg(CommandLine::tr("id").leftJustified(18), CommandLine::tr("usable GiB").rightJustified(10),
                                            CommandLine::tr("bf16").leftJustified(5), CommandLine::tr("name"))
        << '\n';
    for (const GpuSpec &g : cat.gpus())
        out << QString::fromStdString(g.id).leftJustified(18) << ' '
            << QLocale().toString(g.usableBytes() / 1073741824.0, 'f', 1).rightJustified(10) << ' '
            << QString::fromLatin1(g.bf16 ? "yes" : "no").leftJustified(5) << ' ' << QString::fromStdString(g.name) << '\n';
    return 0;
}

int runModels(const Options &o, QTextStream &out)
{
    const Catalog &cat = o.catalogs->catalog;
    if (o.format == Format::Json) {
        QJsonArray list;
        for (const ModelPreset &m : cat.models()) {
            QJsonArray aliases;
            for (const auto &a : m.aliases)
                aliases.append(QString::fromStdString(a));
            list.append(QJsonObject{{QStringLiteral("id"), QString::fromStdString(m.id)},
                                    {QStringLiteral("name"), QString::fromStdString(m.name)},
                                    {QStringLiteral("kind"), QString::fromUtf8(toString(m.kind).data())},
                                    {QStringLiteral("params"), m.params},
                                    {QStringLiteral("aliases"), aliases}});
        }
        out << QJsonDocument(list).toJson(QJsonDocument::Indented);
        return 0;
    }
    for (const ModelPreset &m : cat.models())
        out << QString::fromStdString(m.id).leftJustified(26) << ' '
            << QString::fromUtf8(toString(m.kind).data()).leftJustified(16) << ' '
            << QLocale().toString(m.params / 1e9, 'f', 2).rightJustified(8) << "B  " << QString::fromStdString(m.name) << '\n';
    return 0;
}

QJsonObject diagnosticJson(const Diagnostic &d)
{
    return QJsonObject{{QStringLiteral("code"), QString::fromStdString(d.code)},
                       {QStringLiteral("message"), Messages::diagnosticText(d)},
                       {QStringLiteral("file"), QString::fromStdString(d.file)},
                       {QStringLiteral("line"), d.line},
                       {QStringLiteral("column"), d.column}};
}

// Reads FILE with its dialect; on bad input prints why and returns false.
bool readConfig(const Options &o, LoadedConfig &config, Diagnostics &diags, QTextStream &err)
{
    if (o.file.isEmpty()) {
        diags.push_back(cliError("cli.missing_file"));
        printDiagnostics(diags, err);
        return false;
    }
    LoadOptions options;
    if (!loadOptions(o, options, diags) || !loadConfigFile(o.file.toStdString(), options, config, diags)) {
        printDiagnostics(diags, err);
        return false;
    }
    return true;
}

int runInspect(const Options &o, QTextStream &out, QTextStream &err)
{
    LoadedConfig config;
    Diagnostics diags;
    if (!readConfig(o, config, diags, err))
        return badInput(o, diags, out);
    Diagnostics warnings = warningsOf(diags);
    const TrainingSetup &s = config.setup;
    // Which catalog model the file means, found where, and how sure (docs/models.md); what the
    // match says of the model (a stand-in of the named size, a name no preset matches) is said here too.
    ResolvedSetup resolved;
    Diagnostics resolving;
    resolveSetup(s, o.catalogs->catalog, resolved, resolving);
    for (const Diagnostic &d : warningsOf(resolving))
        if (d.code == "model.size_stand_in" || d.code == "model.unknown_name" || d.code == "model.activations_stand_in")
            warnings.push_back(d);
    if (o.format == Format::Json) {
        QJsonObject fields;
        for (const FieldInfo &f : canonicalFields()) {
            const auto it = s.sources.find(std::string(f.name));
            if (it == s.sources.end())
                continue;
            const Source &src = it->second;
            QJsonObject field{{QStringLiteral("value"), ReportFormat::typedValue(s, f)},
                              {QStringLiteral("source"), QString::fromStdString(src.keyPath)},
                              {QStringLiteral("line"), src.line},
                              {QStringLiteral("column"), src.column},
                              {QStringLiteral("kind"), src.kind == Source::Kind::Derived ? QStringLiteral("derived")
                                                                                          : QStringLiteral("file")}};
            field.insert(QStringLiteral("how"), ReportFormat::howText(src));
            if (src.file != config.path)
                field.insert(QStringLiteral("file"), QString::fromStdString(src.file));
            if (!src.note.empty())
                field.insert(QStringLiteral("note"), QString::fromStdString(src.note));
            fields.insert(QString::fromUtf8(f.name.data(), static_cast<int>(f.name.size())), field);
        }
        QJsonArray unknown;
        for (const UnknownKey &k : config.unknownKeys)
            unknown.append(QJsonObject{{QStringLiteral("key"), QString::fromStdString(k.keyPath)},
                                       {QStringLiteral("value"), QString::fromStdString(k.value)},
                                       {QStringLiteral("line"), k.line}});
        QJsonArray warningList;
        for (const Diagnostic &d : warnings)
            warningList.append(diagnosticJson(d));
        QJsonObject root{{QStringLiteral("file"), o.file},
                         {QStringLiteral("dialect"), QString::fromStdString(config.dialect)},
                         {QStringLiteral("fields"), fields},
                         {QStringLiteral("unknown_keys"), unknown},
                         {QStringLiteral("warnings"), warningList}};
        root.insert(QStringLiteral("model"), ReportFormat::modelJson(resolved));
        root.insert(QStringLiteral("match"), ReportFormat::matchJson(resolved));
        out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return 0;
    }
    out << CommandLine::tr("%1: %2").arg(o.file, QString::fromStdString(config.dialect)) << '\n';
    // (the name column as wide as the longest name read, 26 at least)
    qsizetype nameWidth = 26;
    for (const FieldInfo &f : canonicalFields())
        if (s.sources.count(std::string(f.name)))
            nameWidth = std::max(nameWidth, static_cast<qsizetype>(f.name.size()));
    for (const FieldInfo &f : canonicalFields()) {
        const auto it = s.sources.find(std::string(f.name));
        if (it == s.sources.end())
            continue;
        const QString name = QString::fromUtf8(f.name.data(), static_cast<int>(f.name.size()));
        const Source &src = it->second;
        // (a value from a file this one names or inherits says which: its line is that file's)
        const bool elsewhere = src.kind == Source::Kind::File && !src.file.empty() && src.file != config.path;
        const QString key = Messages::printable(QString::fromStdString(src.keyPath));
        const QString other = elsewhere ? QDir(QFileInfo(o.file).absolutePath())
                                              .relativeFilePath(QFileInfo(QString::fromStdString(src.file)).absoluteFilePath())
                                        : QString();
        const QString where = src.line > 0 && elsewhere
                                  ? CommandLine::tr("%1, %2 line %3").arg(key, Messages::printable(other)).arg(src.line)
                              : src.line > 0 ? CommandLine::tr("%1, line %2").arg(key).arg(src.line)
                              : src.kind == Source::Kind::Default
                                  ? CommandLine::tr("default (%1)").arg(Messages::sourceNote(src.note))
                                  : (src.keyPath.empty() ? Messages::sourceNote(src.note) : QString::fromStdString(src.keyPath));
        out << "  " << name.leftJustified(nameWidth) << ' ' << Messages::printable(QString::fromStdString(fieldValue(s, f.name))).leftJustified(24)
            << ' ' << where << '\n';
    }
    if (!config.unknownKeys.empty()) {
        out << CommandLine::tr("Not understood:") << '\n';
        for (const UnknownKey &k : config.unknownKeys)
            out << "  " << CommandLine::tr("%1 = %2, line %3")
                               .arg(Messages::printable(QString::fromStdString(k.keyPath)),
                                    Messages::printable(QString::fromStdString(k.value)))
                               .arg(k.line)
                << '\n';
    }
    printDiagnostics(warnings, err);
    return 0;
}

int runExport(const Options &o, QTextStream &out, QTextStream &err)
{
    LoadedConfig config;
    Diagnostics diags;
    if (!readConfig(o, config, diags, err))
        return CommandLine::BadInput;
    QString target = o.out;
    if (target.isEmpty() && (o.inPlace || o.force))
        target = o.file;
    if (target.isEmpty()) {
        printDiagnostics({cliError("cli.missing_out")}, err);
        return CommandLine::BadInput;
    }
    std::vector<FieldChange> changes;
    for (const QString &assignment : o.sets) {
        FieldChange change;
        Diagnostics syntax;
        if (!parseAssignment(assignment.toStdString(), change, syntax)) {
            printDiagnostics(syntax, err);
            return CommandLine::BadInput;
        }
        changes.push_back(change);
    }
    std::string bytes;
    if (!exportConfig(config, changes, bytes, diags)) {
        printDiagnostics(diags, err);
        return CommandLine::BadInput;
    }
    // What the file cannot take is said beside what is written; but where none of the edits
    // asked for could be written, writing the file unchanged under exit 0 would say they were:
    // that is bad input, and nothing is written.
    Diagnostics refused = exportWarnings(diags);
    if (!changes.empty() && !refused.empty() && bytes == config.text) {
        for (Diagnostic &d : refused)
            d.severity = Diagnostic::Severity::Error;
        printDiagnostics(refused, err);
        return CommandLine::BadInput;
    }
    printDiagnostics(refused, err);
    return writeExported(o, config, target, bytes, out, err) ? 0 : CommandLine::BadInput;
}

} // namespace

bool CommandLine::wantsCommandLine(const QStringList &args)
{
    if (args.isEmpty())
        return false;
    const QString first = args.first();
    if (kCommands.contains(first) || first == QLatin1String("--help") || first == QLatin1String("-h") ||
        first == QLatin1String("--version") || first == QLatin1String("-v") || first == QLatin1String("help"))
        return true;
    // Options before any command (`headroom --format json f.yaml`) and a word that is no file
    // (`headroom estimat f.yaml`, a typo) are the command line's to refuse, not the window's to
    // open: a script must not hang on a window, nor abort where there is no display. (Qt's own
    // window options take one dash: -platform, -style.)
    if (first.startsWith(QLatin1String("--")))
        return true;
    if (first.startsWith(QLatin1Char('-')))
        return false; // -qwindowgeometry 1600x1000 FILE, -platform offscreen, -style Fusion: the window's
    const bool pathLike = first.contains(QLatin1Char('/')) || first.contains(QLatin1Char('.'));
    return !pathLike && !QFileInfo::exists(first);
}

QString CommandLine::noDisplayText()
{
    return tr("headroom: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set). "
              "For the estimate in this terminal: headroom estimate FILE (see headroom --help).");
}

QStringList CommandLine::commands()
{
    return kCommands;
}

QString CommandLine::helpText()
{
    return tr("Usage:\n"
              "  headroom                                 open the window\n"
              "  headroom FILE                            open the window on FILE\n"
              "  headroom estimate [FILE] [options]       the memory breakdown and verdict\n"
              "  headroom inspect FILE [--format json]    what was read from FILE\n"
              "  headroom advise FILE [options] [--out F] ranked recommendations\n"
              "  headroom export FILE --set k=v… --out F  FILE with those fields changed\n"
              "  headroom gpus | headroom models          the catalogs\n"
              "\n"
              "Options:\n"
              "  --gpu NAME         GPU from the catalog (hardware.gpu)\n"
              "  --gpus N           GPUs per node (parallel.gpus)\n"
              "  --nodes N          nodes (parallel.nodes)\n"
              "  --host-ram GiB     host RAM per machine (hardware.host_ram_gib)\n"
              "  --set field=value  set a canonical field, e.g. run.micro_batch=4; repeatable;\n"
              "                     lists comma-separated (run.lora_targets=q_proj,v_proj)\n"
              "  --map field=key    read that key of FILE as that field\n"
              "  --in-place         export: write over FILE, keeping FILE.bak\n"
              "  --force            export: also write through a symlink\n"
              "  --format text|json|markdown\n"
              "  --lang en|ru|zh_CN|ko\n"
              "  --help, --version\n"
              "\n"
              "Exit codes: 0 fits, 1 tight, 2 OOM, 3 bad input.\n") +
           tr("\nCalibration and your own model:\n"
              "  --measured METRIC=SIZE  estimate: calibrate FILE from one measured run\n"
              "                     (allocated=17.3GiB, reserved=…, nvidia-smi=…), kept in\n"
              "                     FILE.headroom.yaml for later estimates and the window\n"
              "  --no-calibration   ignore the calibration kept beside FILE\n"
              "  --set model.card=FILE  the model as headroom-probe measured it from your code\n");
}

// Options that could not be read under --format json (asked anywhere on the line): the error
// object still goes to stdout, as for any bad input (docs/cli.md), naming the file if one was given.
int optionErrorJson(const QStringList &args, const Diagnostics &diags, QTextStream &out)
{
    Options o;
    for (int i = 0; i < args.size(); ++i) {
        if ((args[i] == QLatin1String("--format") && args.value(i + 1) == QLatin1String("json")) ||
            args[i] == QLatin1String("--format=json"))
            o.format = Format::Json;
        else if (i == 1 && !args[i].startsWith(QLatin1Char('-')))
            o.file = args[i];
    }
    return badInput(o, diags, out);
}

int CommandLine::run(const QStringList &args, const Catalogs &catalogs, QTextStream &out, QTextStream &err)
{
    // --lang applies before anything is printed.
    for (int i = 0; i < args.size(); ++i) {
        QString lang;
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            lang = args[i + 1];
        else if (args[i].startsWith(QLatin1String("--lang=")))
            lang = args[i].mid(7);
        if (!lang.isEmpty() && !Language::install(lang)) {
            const Diagnostic bad = cliError("cli.bad_language", lang);
            err << Messages::diagnostic(bad) << '\n';
            return optionErrorJson(args, {bad}, out);
        }
    }
    const QString command = args.value(0);
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        out << QStringLiteral("headroom %1\n").arg(QStringLiteral(HEADROOM_VERSION));
        return 0;
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        out << helpText();
        return 0;
    }
    Options o;
    o.catalogs = &catalogs;
    Diagnostics diags;
    if (!parseOptions(args, o, diags)) {
        printDiagnostics(diags, err);
        return optionErrorJson(args, diags, out);
    }
    if (o.command == QLatin1String("estimate"))
        return runEstimate(o, out, err);
    if (o.command == QLatin1String("advise"))
        return runAdvise(o, out, err);
    if (o.command == QLatin1String("gpus"))
        return runGpus(o, out);
    if (o.command == QLatin1String("models"))
        return runModels(o, out);
    if (o.command == QLatin1String("inspect"))
        return runInspect(o, out, err);
    if (o.command == QLatin1String("export"))
        return runExport(o, out, err);
    printDiagnostics({cliError("cli.unknown_command", o.command)}, err);
    return BadInput;
}

} // namespace headroom
