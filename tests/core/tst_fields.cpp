// The canonical fields: parsing each kind of value (counts, sizes, image sizes, enums,
// booleans, integers with their ranges, lists, text), the error codes and their arguments,
// where a value came from, and the --set syntax (applyAssignment).

#include "fixtures.h"
#include "setupfile.h"
#include "text.h"

#include <QtTest>

using namespace headroom;
using namespace headroom::test;

namespace {

Source fileSource()
{
    Source s;
    s.kind = Source::Kind::File;
    s.file = "train.yaml";
    s.keyPath = "trainer.batch";
    s.line = 7;
    s.column = 3;
    return s;
}

QStringList argsOf(const Diagnostic &d)
{
    QStringList out;
    for (const std::string &a : d.args)
        out << QString::fromStdString(a);
    return out;
}

} // namespace

class TestFields : public QObject {
    Q_OBJECT
private slots:
    void counts_data();
    void counts();
    void sizes_data();
    void sizes();
    void imageSize_data();
    void imageSize();
    void enums_data();
    void enums();
    void everyEnumSpellingRoundTrips();
    void checkpointing_data();
    void checkpointing();
    void booleans_data();
    void booleans();
    void errors_data();
    void errors();
    void failedSetChangesNothing();
    void errorCarriesSource();
    void unknownField();
    void assignmentIsOneFieldChange();
    void fieldNamesForgiving();
    void sourceRecorded();
    void lists_data();
    void lists();
    void listFromItems();
    void textTrimmed();
    void assignment_data();
    void assignment();
    void assignmentErrors_data();
    void assignmentErrors();
    void designFieldsAllPresent();
    void dtype_data();
    void dtype();
    void binaryGib();
    void quantityGib();
};

void TestFields::counts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    QTest::newRow("7B") << "7B" << 7e9;
    QTest::newRow("7b") << "7b" << 7e9;
    QTest::newRow("30M") << "30M" << 3e7;
    QTest::newRow("1,572,864") << "1,572,864" << 1572864.0;
    QTest::newRow("3.75e9") << "3.75e9" << 3.75e9;
    QTest::newRow("1.5k") << "1.5k" << 1500.0;
    QTest::newRow("0.5B") << "0.5B" << 5e8;
    QTest::newRow("2T") << "2T" << 2e12;
    QTest::newRow("blanks") << "  13B " << 1.3e10;
    QTest::newRow("underscores") << "1_000_000" << 1e6;
    QTest::newRow("thousands and decimals") << "1,234.5k" << 1234500.0;
    QTest::newRow("hex literal") << "0x40" << 64.0;
}

void TestFields::counts()
{
    QFETCH(QString, text);
    QFETCH(double, value);
    TrainingSetup s;
    QVERIFY(!setField(s, "model.params", text.toStdString(), fileSource()));
    QCOMPARE(s.model.params, value);
    // Read back in canonical form: the integer, digits only.
    QCOMPARE(QString::fromStdString(fieldValue(s, "model.params")), QString::number(qint64(value)));
}

void TestFields::sizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("bytes");
    QTest::newRow("133.6MiB") << "133.6MiB" << 140089753.6; // 133.6 × 1,048,576
    QTest::newRow("50GB") << "50GB" << 5e10;                 // decimal units
    QTest::newRow("1.5 GiB") << "1.5 GiB" << 1610612736.0;  // 1.5 × 2^30
    QTest::newRow("4096") << "4096" << 4096.0;               // plain bytes
    QTest::newRow("64k") << "64k" << 65536.0;                // a bare k/M/G is binary
    QTest::newRow("2M") << "2M" << 2097152.0;
    QTest::newRow("10 kb") << "10 kb" << 1e4;
    QTest::newRow("1e6") << "1e6" << 1e6;
}

void TestFields::sizes()
{
    QFETCH(QString, text);
    QFETCH(double, bytes);
    TrainingSetup s;
    QVERIFY(!setField(s, "data.sample_bytes", text.toStdString(), fileSource()));
    QCOMPARE_BYTES(s.data.sampleBytes, bytes);
}

void TestFields::imageSize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("720x1280") << "720x1280" << 720 << 1280 << "720x1280";
    QTest::newRow("224") << "224" << 224 << 224 << "224";
    QTest::newRow("224x224") << "224x224" << 224 << 224 << "224";
    QTest::newRow("720*1280") << "720*1280" << 720 << 1280 << "720x1280";
    QTest::newRow("720,1280") << "720,1280" << 720 << 1280 << "720x1280";
    QTest::newRow("720 X 1280") << "720 X 1280" << 720 << 1280 << "720x1280";
}

void TestFields::imageSize()
{
    QFETCH(QString, text);
    QFETCH(int, height);
    QFETCH(int, width);
    QFETCH(QString, canonical);
    TrainingSetup s;
    QVERIFY(!setField(s, "data.image_size", text.toStdString(), fileSource()));
    QCOMPARE(s.data.imageHeight, height);
    QCOMPARE(s.data.imageWidth, width);
    QCOMPARE(QString::fromStdString(fieldValue(s, "data.image_size")), canonical);
}

void TestFields::enums_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    // Case, surrounding blanks and '_' versus '-' do not matter.
    QTest::newRow("precision") << "run.precision" << "bf16-mixed" << "bf16-mixed";
    QTest::newRow("precision upper, underscore") << "run.precision" << "BF16_MIXED" << "bf16-mixed";
    QTest::newRow("precision blanks") << "run.precision" << "  Fp32 " << "fp32";
    QTest::newRow("optimizer 8-bit") << "run.optimizer" << "AdamW_8bit" << "adamw-8bit";
    QTest::newRow("optimizer paged") << "run.optimizer" << "PAGED_ADAMW_8BIT" << "paged-adamw-8bit";
    QTest::newRow("optimizer momentum") << "run.optimizer" << "sgd_momentum" << "sgd-momentum";
    QTest::newRow("cache scope dash") << "data.cache_scope" << "per-worker" << "per_worker";
    QTest::newRow("cache scope upper") << "data.cache_scope" << "PER_WORKER" << "per_worker";
    QTest::newRow("cache") << "data.cache" << "LRU" << "lru";
    QTest::newRow("strategy") << "parallel.strategy" << "ZeRO3" << "zero3";
    QTest::newRow("strategy ddp") << "parallel.strategy" << "DDP" << "ddp";
    QTest::newRow("offload") << "parallel.offload" << "None" << "none";
    QTest::newRow("kind") << "model.kind" << "Vision_Language" << "vision-language";
    QTest::newRow("attention") << "run.attention" << "Flash" << "flash";
    QTest::newRow("finetune") << "run.finetune" << "QLoRA" << "qlora";
}

void TestFields::enums()
{
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    TrainingSetup s;
    QVERIFY(!setField(s, field.toStdString(), text.toStdString(), fileSource()));
    QCOMPARE(QString::fromStdString(fieldValue(s, field.toStdString())), canonical);
}

void TestFields::everyEnumSpellingRoundTrips()
{
    // Every allowed spelling of every enum field sets that value and reads back as itself.
    for (const FieldInfo &f : canonicalFields()) {
        // Checkpointing reads "full" as "true"; a dtype is kept as its size (dtype test).
        if (f.type != FieldInfo::Type::Enum || f.name == "run.grad_checkpointing" || f.name == "data.dtype")
            continue;
        const std::string allowed = allowedValues(f.name);
        QVERIFY2(!allowed.empty(), std::string(f.name).c_str());
        size_t start = 0;
        while (start < allowed.size()) {
            size_t end = allowed.find(", ", start);
            const std::string v = allowed.substr(start, end == std::string::npos ? std::string::npos : end - start);
            TrainingSetup s;
            QVERIFY2(!setField(s, f.name, v, fileSource()), (std::string(f.name) + "=" + v).c_str());
            QCOMPARE(QString::fromStdString(fieldValue(s, f.name)), QString::fromStdString(v));
            start = end == std::string::npos ? allowed.size() : end + 2;
        }
    }
}

void TestFields::checkpointing_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("true") << "true" << "true";
    QTest::newRow("full") << "full" << "true";
    QTest::newRow("Full") << "Full" << "true";
    QTest::newRow("yes") << "yes" << "true";
    QTest::newRow("False") << "False" << "false";
    QTest::newRow("none") << "none" << "false";
    QTest::newRow("0") << "0" << "false";
    QTest::newRow("selective") << "selective" << "selective";
}

void TestFields::checkpointing()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    TrainingSetup s;
    QVERIFY(!setField(s, "run.grad_checkpointing", text.toStdString(), fileSource()));
    QCOMPARE(QString::fromStdString(fieldValue(s, "run.grad_checkpointing")), canonical);
}

void TestFields::booleans_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("value");
    for (const char *t : {"true", "True", "yes", "on", "1"})
        QTest::newRow(t) << t << true;
    for (const char *f : {"false", "FALSE", "no", "off", "0"})
        QTest::newRow(f) << f << false;
}

void TestFields::booleans()
{
    QFETCH(QString, text);
    QFETCH(bool, value);
    TrainingSetup s;
    s.run.ema = !value;
    QVERIFY(!setField(s, "run.ema", text.toStdString(), fileSource()));
    QCOMPARE(s.run.ema, value);
}

void TestFields::errors_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("args");
    // Counts
    QTest::newRow("count suffix") << "model.params" << "7X" << "field.not_count" << QStringList{"model.params", "7X"};
    QTest::newRow("count words") << "model.params" << "seven" << "field.not_count" << QStringList{"model.params", "seven"};
    // Ranges carry {field, value, min, max}: model.params is 1 … 1e14.
    QTest::newRow("count zero") << "model.params" << "0" << "field.out_of_range"
                                << QStringList{"model.params", "0", "1", "100000000000000"};
    QTest::newRow("count too big") << "model.params" << "200T" << "field.out_of_range"
                                   << QStringList{"model.params", "200T", "1", "100000000000000"};
    // Sizes: data.sample_bytes is 0 … 1e13.
    QTest::newRow("size unit") << "data.sample_bytes" << "12 parsecs" << "field.not_size"
                               << QStringList{"data.sample_bytes", "12 parsecs"};
    QTest::newRow("size too big") << "data.sample_bytes" << "20TB" << "field.out_of_range"
                                  << QStringList{"data.sample_bytes", "20TB", "0", "10000000000000"};
    QTest::newRow("size negative") << "data.sample_bytes" << "-1" << "field.out_of_range"
                                   << QStringList{"data.sample_bytes", "-1", "0", "10000000000000"};
    // Integers: run.micro_batch is 1 … 2^20.
    QTest::newRow("integer fraction") << "run.micro_batch" << "4.5" << "field.not_integer"
                                      << QStringList{"run.micro_batch", "4.5"};
    QTest::newRow("integer words") << "run.micro_batch" << "four" << "field.not_integer"
                                   << QStringList{"run.micro_batch", "four"};
    // A comma that does not group thousands joins two numbers, or is a decimal comma: never
    // dropped ("8,16" is not 816, "0,5" is not 5).
    QTest::newRow("two values") << "run.micro_batch" << "8,16" << "field.not_integer" << QStringList{"run.micro_batch", "8,16"};
    QTest::newRow("decimal comma") << "hardware.host_ram_gib" << "0,5" << "field.not_number"
                                   << QStringList{"hardware.host_ram_gib", "0,5"};
    QTest::newRow("stray underscore") << "run.micro_batch" << "_8" << "field.not_integer" << QStringList{"run.micro_batch", "_8"};
    QTest::newRow("integer zero") << "run.micro_batch" << "0" << "field.out_of_range"
                                  << QStringList{"run.micro_batch", "0", "1", "1048576"};
    QTest::newRow("integer too big") << "run.micro_batch" << "1048577" << "field.out_of_range"
                                     << QStringList{"run.micro_batch", "1048577", "1", "1048576"};
    QTest::newRow("workers negative") << "loader.workers" << "-1" << "field.out_of_range"
                                      << QStringList{"loader.workers", "-1", "0", "4096"};
    QTest::newRow("quant bits 1") << "run.quant_bits" << "1" << "field.out_of_range"
                                  << QStringList{"run.quant_bits", "1", "2", "16"};
    // Numbers: hardware.host_ram_gib is 0.25 … 1e6.
    QTest::newRow("number words") << "hardware.host_ram_gib" << "lots" << "field.not_number"
                                  << QStringList{"hardware.host_ram_gib", "lots"};
    QTest::newRow("number too small") << "hardware.host_ram_gib" << "0.1" << "field.out_of_range"
                                      << QStringList{"hardware.host_ram_gib", "0.1", "0.25", "1000000"};
    QTest::newRow("cache gib") << "data.cache_gib" << "abc" << "field.not_number" << QStringList{"data.cache_gib", "abc"};
    // Booleans
    QTest::newRow("bool") << "run.ema" << "maybe" << "field.not_bool" << QStringList{"run.ema", "maybe"};
    // Enums: {field, value, the allowed spellings}
    QTest::newRow("enum") << "run.precision" << "bf16" << "field.bad_value"
                          << QStringList{"run.precision", "bf16", "fp32, fp16-mixed, bf16-mixed, fp16-true, bf16-true, fp8"};
    QTest::newRow("enum with a blank") << "run.precision" << "bf16 mixed" << "field.bad_value"
                                       << QStringList{"run.precision", "bf16 mixed",
                                                      "fp32, fp16-mixed, bf16-mixed, fp16-true, bf16-true, fp8"};
    QTest::newRow("checkpointing") << "run.grad_checkpointing" << "partial" << "field.bad_value"
                                   << QStringList{"run.grad_checkpointing", "partial", "false, true, full, selective"};
    // Image sizes
    QTest::newRow("image words") << "data.image_size" << "big" << "field.bad_value"
                                 << QStringList{"data.image_size", "big", "224, 720x1280"};
    QTest::newRow("image three parts") << "data.image_size" << "1x2x3" << "field.bad_value"
                                       << QStringList{"data.image_size", "1x2x3", "224, 720x1280"};
    QTest::newRow("image fraction") << "data.image_size" << "22.5" << "field.bad_value"
                                    << QStringList{"data.image_size", "22.5", "224, 720x1280"};
    // (an image size's bounds are each side's, in pixels)
    QTest::newRow("image zero") << "data.image_size" << "0" << "field.out_of_range"
                                << QStringList{"data.image_size", "0", "1", "65536"};
    QTest::newRow("image too big") << "data.image_size" << "70000x10" << "field.out_of_range"
                                   << QStringList{"data.image_size", "70000x10", "1", "65536"};
}

void TestFields::errors()
{
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(QString, code);
    QFETCH(QStringList, args);
    TrainingSetup s;
    const auto err = setField(s, field.toStdString(), text.toStdString(), fileSource());
    QVERIFY(err.has_value());
    QCOMPARE(QString::fromStdString(err->code), code);
    QCOMPARE(argsOf(*err), args);
    QCOMPARE(err->severity, Diagnostic::Severity::Error);
    QVERIFY(!s.isStated(field.toStdString()));
}

void TestFields::failedSetChangesNothing()
{
    TrainingSetup s;
    QVERIFY(!setField(s, "run.micro_batch", "2", fileSource()));
    QVERIFY(setField(s, "run.micro_batch", "0", Source{}).has_value());
    QCOMPARE(s.run.microBatch, 2);
    QCOMPARE(QString::fromStdString(s.sources.at("run.micro_batch").file), QStringLiteral("train.yaml"));
    QVERIFY(setField(s, "data.image_size", "70000", Source{}).has_value());
    QCOMPARE(s.data.imageHeight, 0);
    QVERIFY(!s.isStated("data.image_size"));
}

void TestFields::errorCarriesSource()
{
    TrainingSetup s;
    const auto err = setField(s, "run.micro_batch", "abc", fileSource());
    QVERIFY(err.has_value());
    QCOMPARE(QString::fromStdString(err->file), QStringLiteral("train.yaml"));
    QCOMPARE(err->line, 7);
    QCOMPARE(err->column, 3);
}

void TestFields::assignmentIsOneFieldChange()
{
    // --set, the session file and the export share one shape: FieldChange{field, from, to}.
    FieldChange c;
    Diagnostics d;
    QVERIFY(parseAssignment("run.micro_batch=4", c, d));
    QCOMPARE(c, FieldChange("run.micro_batch", "4"));
    QVERIFY(c.from.empty());
    // The value may hold '=' itself (a path with a query, a list of key=value).
    QVERIFY(parseAssignment("model.card=cards/a=b.yaml", c, d));
    QCOMPARE(c.field, std::string("model.card"));
    QCOMPARE(c.to, std::string("cards/a=b.yaml"));
    QVERIFY(d.empty());
    for (const char *bad : {"run.micro_batch", "=4", ""}) {
        Diagnostics e;
        QVERIFY2(!parseAssignment(bad, c, e), bad);
        QCOMPARE(e.size(), size_t(1));
        QCOMPARE(e.front().code, std::string("set.syntax"));
        QCOMPARE(e.front().args.front(), std::string(bad));
    }
}

void TestFields::unknownField()
{
    TrainingSetup s;
    const auto err = setField(s, "run.batch_size", "8", fileSource());
    QVERIFY(err.has_value());
    QCOMPARE(QString::fromStdString(err->code), QStringLiteral("field.unknown"));
    QCOMPARE(argsOf(*err), (QStringList{"run.batch_size", "8"}));
    QCOMPARE(QString::fromStdString(fieldValue(s, "run.batch_size")), QString());
    QVERIFY(!findField("run.batch_size"));
}

void TestFields::fieldNamesForgiving()
{
    // Field names are matched in lower case with blanks trimmed; the canonical name is recorded.
    TrainingSetup s;
    QVERIFY(!setField(s, " Run.Micro_Batch ", "16", fileSource()));
    QCOMPARE(s.run.microBatch, 16);
    QVERIFY(s.isStated("run.micro_batch"));
}

void TestFields::sourceRecorded()
{
    TrainingSetup s;
    QVERIFY(!s.isStated("run.precision"));
    QVERIFY(!setField(s, "run.precision", "fp16-mixed", fileSource()));
    const Source &src = s.sources.at("run.precision");
    QCOMPARE(src.kind, Source::Kind::File);
    QCOMPARE(QString::fromStdString(src.keyPath), QStringLiteral("trainer.batch"));
    QCOMPARE(src.line, 7);
}

void TestFields::lists_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("items");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("two") << "q_proj, v_proj" << QStringList{"q_proj", "v_proj"} << "q_proj,v_proj";
    QTest::newRow("empty items dropped") << "q_proj,,v_proj," << QStringList{"q_proj", "v_proj"} << "q_proj,v_proj";
    QTest::newRow("all-linear") << "all-linear" << QStringList{"all-linear"} << "all-linear";
    QTest::newRow("empty") << "" << QStringList{} << "";
}

void TestFields::lists()
{
    QFETCH(QString, text);
    QFETCH(QStringList, items);
    QFETCH(QString, canonical);
    TrainingSetup s;
    s.run.loraTargets = {"previous"};
    QVERIFY(!setField(s, "run.lora_targets", text.toStdString(), fileSource()));
    QStringList got;
    for (const std::string &t : s.run.loraTargets)
        got << QString::fromStdString(t);
    QCOMPARE(got, items);
    QCOMPARE(QString::fromStdString(fieldValue(s, "run.lora_targets")), canonical);
}

void TestFields::listFromItems()
{
    TrainingSetup s;
    QVERIFY(!setListField(s, "run.lora_targets", {"q_proj", "k_proj", "v_proj"}, fileSource()));
    QCOMPARE(s.run.loraTargets.size(), size_t(3));
    QCOMPARE(QString::fromStdString(fieldValue(s, "run.lora_targets")), QStringLiteral("q_proj,k_proj,v_proj"));
    QVERIFY(s.isStated("run.lora_targets"));
}

void TestFields::textTrimmed()
{
    TrainingSetup s;
    QVERIFY(!setField(s, "model.name", "  meta-llama/Llama-2-7b-hf  ", fileSource()));
    QCOMPARE(QString::fromStdString(s.model.name), QStringLiteral("meta-llama/Llama-2-7b-hf"));
    QVERIFY(!setField(s, "hardware.gpu", "A100-80GB", fileSource()));
    QCOMPARE(QString::fromStdString(fieldValue(s, "hardware.gpu")), QStringLiteral("A100-80GB"));
}

void TestFields::assignment_data()
{
    QTest::addColumn<QString>("assignment");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("integer") << "run.micro_batch=8" << "run.micro_batch" << "8";
    QTest::newRow("blanks around") << "run.micro_batch = 8" << "run.micro_batch" << "8";
    QTest::newRow("count") << "model.params=7B" << "model.params" << "7000000000";
    QTest::newRow("enum") << "run.precision=BF16_TRUE" << "run.precision" << "bf16-true";
    QTest::newRow("list") << "run.lora_targets=q_proj,v_proj" << "run.lora_targets" << "q_proj,v_proj";
    QTest::newRow("image") << "data.image_size=720x1280" << "data.image_size" << "720x1280";
    // Only the first '=' separates: the value may contain more.
    QTest::newRow("value with =") << "model.name=a=b" << "model.name" << "a=b";
}

void TestFields::assignment()
{
    QFETCH(QString, assignment);
    QFETCH(QString, field);
    QFETCH(QString, canonical);
    TrainingSetup s;
    Diagnostics diags;
    QVERIFY(applyAssignment(assignment.toStdString(), s, diags));
    QVERIFY(diags.empty());
    QCOMPARE(QString::fromStdString(fieldValue(s, field.toStdString())), canonical);
    const Source &src = s.sources.at(field.toStdString());
    QCOMPARE(src.kind, Source::Kind::Set);
    QCOMPARE(QString::fromStdString(src.keyPath), QStringLiteral("--set"));
}

void TestFields::assignmentErrors_data()
{
    QTest::addColumn<QString>("assignment");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no =") << "run.micro_batch" << "set.syntax" << QStringList{"run.micro_batch"};
    QTest::newRow("no field") << "=4" << "set.syntax" << QStringList{"=4"};
    QTest::newRow("range") << "run.micro_batch=0" << "field.out_of_range"
                           << QStringList{"run.micro_batch", "0", "1", "1048576"};
    QTest::newRow("unknown") << "foo.bar=1" << "field.unknown" << QStringList{"foo.bar", "1"};
    QTest::newRow("bad enum") << "parallel.strategy=zero4" << "field.bad_value"
                              << QStringList{"parallel.strategy", "zero4", "single, ddp, fsdp, zero1, zero2, zero3"};
}

void TestFields::assignmentErrors()
{
    QFETCH(QString, assignment);
    QFETCH(QString, code);
    QFETCH(QStringList, args);
    TrainingSetup s;
    Diagnostics diags;
    QVERIFY(!applyAssignment(assignment.toStdString(), s, diags));
    QCOMPARE(diags.size(), size_t(1));
    QCOMPARE(QString::fromStdString(diags[0].code), code);
    QCOMPARE(argsOf(diags[0]), args);
    QCOMPARE(diags[0].severity, Diagnostic::Severity::Error);
    if (code != "set.syntax") // a field's error names --set as its file
        QCOMPARE(QString::fromStdString(diags[0].file), QStringLiteral("--set"));
}

void TestFields::designFieldsAllPresent()
{
    // docs/fields.md's canonical field names, all of them, in its order.
    const char *names[] = {
        "model.name", "model.preset", "model.kind", "model.params", "model.trainable_params",
        "model.extra_trainable_params", "model.layers", "model.hidden", "model.heads", "model.kv_heads",
        "model.ffn", "model.vocab", "run.micro_batch", "run.grad_accum", "run.global_batch", "run.precision",
        "run.optimizer", "run.grad_checkpointing", "run.ema", "run.cached_features", "run.activation_offload",
        "run.chunked_loss", "run.fused_loss", "run.expandable_segments", "run.objective", "run.reference_model", "run.compile", "run.optimizer_in_backward", "run.fp32_grads", "run.auto_batch", "run.finetune", "run.trainable_layers", "run.freeze_vision_tower", "run.blocks_to_swap", "run.loss_chunk_tokens", "run.lora_rank",
        "run.lora_targets", "run.lora_dropout", "run.quant_bits", "run.double_quant", "run.attention", "data.seq_len", "data.completion_len", "data.packing", "data.image_size",
        "data.frames", "data.images", "data.pad_square", "data.points", "data.channels", "data.sample_bytes", "data.dataset_size", "data.cache", "data.cache_gib",
        "data.cache_scope", "loader.workers", "loader.prefetch", "loader.pin_memory", "loader.persistent",
        "parallel.gpus", "parallel.nodes", "parallel.tp", "parallel.pp", "parallel.cp", "parallel.sequence_parallel", "parallel.strategy", "parallel.offload", "hardware.gpu",
        "hardware.host_ram_gib", "hardware.cpu_cores"};
    for (const char *n : names)
        QVERIFY2(findField(n), n);
    QVERIFY(canonicalFields().size() >= std::size(names));
}

void TestFields::dtype_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("bytes");
    // data.dtype is kept as bytes per element (what memory depends on).
    QTest::newRow("float32") << "float32" << 4;
    QTest::newRow("torch.float16") << "torch.float16" << 2;
    QTest::newRow("bfloat16") << "bfloat16" << 2;
    QTest::newRow("uint8") << "uint8" << 1;
    QTest::newRow("int64") << "int64" << 8;
    QTest::newRow("upper case") << "BF16" << 2;
}

void TestFields::dtype()
{
    QFETCH(QString, text);
    QFETCH(int, bytes);
    TrainingSetup s;
    QVERIFY(!setField(s, "data.dtype", text.toStdString(), fileSource()));
    QCOMPARE(s.data.dtypeBytes, bytes);
    const auto err = setField(s, "data.dtype", "complex32", fileSource());
    QVERIFY(err.has_value());
    QCOMPARE(QString::fromStdString(err->code), QStringLiteral("field.bad_value"));
    QCOMPARE(s.data.dtypeBytes, bytes);
}

// Memory amounts in binary units, whatever the letters (a machine's "64GB" is 64 GiB; Docker
// and SLURM sizes are binary); a bare number is in the unit the caller names.
void TestFields::binaryGib()
{
    QCOMPARE(*parseBinaryGib("64GB", 1.0), 64.0);
    QCOMPARE(*parseBinaryGib("64Gi", 1.0), 64.0);
    QCOMPARE(*parseBinaryGib("1.5TiB", 1.0), 1536.0);
    QCOMPARE(*parseBinaryGib("512m", 1.0), 0.5);
    QCOMPARE(*parseBinaryGib("384", 1.0), 384.0);
    QCOMPARE(*parseBinaryGib("2048", 1.0 / 1024), 2.0);             // SLURM --mem: MiB
    QCOMPARE(*parseBinaryGib("1073741824", 1.0 / 1073741824.0), 1.0); // Docker: bytes
    QVERIFY(!parseBinaryGib("0", 1.0));
    QVERIFY(!parseBinaryGib("lots", 1.0));
}

// Kubernetes quantities say which unit they mean: Gi, Mi binary, G, M decimal, a bare number
// bytes; what Kubernetes refuses (and milli, a thousandth of a byte) is no size.
void TestFields::quantityGib()
{
    QCOMPARE(*parseQuantityGib("64Gi"), 64.0);
    QCOMPARE(*parseQuantityGib("65536Mi"), 64.0);
    QCOMPARE(*parseQuantityGib("1.5Ti"), 1536.0);
    QCOMPARE(*parseQuantityGib("2Pi"), 2097152.0);
    QCOMPARE(*parseQuantityGib("64G"), 64e9 / 1073741824.0);
    QCOMPARE(*parseQuantityGib("500M"), 500e6 / 1073741824.0);
    QCOMPARE(*parseQuantityGib("1073741824"), 1.0);
    QCOMPARE(*parseQuantityGib("129e6"), 129e6 / 1073741824.0);
    QCOMPARE(*parseQuantityGib(" 8Gi "), 8.0);
    for (const char *bad : {"64Gb", "64GB", "64gi", "64K", "64 Gi", "64m", "lots", "0", "-1Gi", "Gi", ""})
        QVERIFY2(!parseQuantityGib(bad), bad);
}

QTEST_APPLESS_MAIN(TestFields)
#include "tst_fields.moc"
