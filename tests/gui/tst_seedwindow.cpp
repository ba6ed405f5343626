// Every seed's own config snippet (tests/gui/seeds/, copied from the seed notes) opens in
// the window: the file's settings are shown, and the GPU side has either a verdict or, when
// the model is not identified, the request for it (never "fits" while it is unknown).

#include "configview.h"
#include "guidancepanel.h"
#include "language.h"
#include "mainwindow.h"
#include "testcatalogs.h"
#include "messagebar.h"
#include "modelrequest.h"
#include "setupcontroller.h"
#include "verdictbadge.h"

#include <QLabel>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QTest>

using namespace headroom;

class TestSeedWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensSeedSnippet_data();
    void opensSeedSnippet();
    void modelRequestCompletesTheEstimate();

private:
    static QString allText(QWidget *w);
};

void TestSeedWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(Language::install(QStringLiteral("en")));
}

QString TestSeedWindow::allText(QWidget *w)
{
    QString out;
    for (QLabel *l : w->findChildren<QLabel *>())
        out += l->text() + QLatin1Char('\n');
    return out;
}

void TestSeedWindow::opensSeedSnippet_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("expected"); // field=value the seed states
    QTest::addColumn<QString>("preset");       // the catalog model it is, "" when the snippet does not say
    struct Row {
        const char *name, *file, *expected, *preset;
    };
    const Row rows[] = {
        {"000 pointflowmatch", "pointflowmatch_open_fridge.yaml",
         "run.micro_batch=128 loader.workers=8 data.points=4096 data.frames=2 run.ema=true", "pointflowmatch-policy"},
        {"001 vla torchrun", "vla_stage2_train.sh",
         "run.micro_batch=2 run.grad_accum=16 parallel.gpus=4 run.lora_rank=8 run.finetune=lora", ""},
        {"002 vrt cache", "vrt_spike_baseline.yaml",
         "data.cache=lru data.cache_gib=50 loader.workers=12 loader.prefetch=4", "vrt"},
        {"003 piper env", "piper_1gpu.env",
         "parallel.gpus=1 run.micro_batch=24 loader.workers=1 run.precision=fp16-mixed run.grad_accum=1",
         "piper-vits-medium"},
        {"003 piper compose rows", "piper_4gpu_compose.yaml",
         "parallel.gpus=4 run.micro_batch=16 loader.workers=1 run.precision=fp16-mixed run.grad_accum=1",
         "piper-vits-medium"},
        {"004 video quick fix", "video_kpt_config.yaml",
         "run.grad_accum=8 run.precision=fp16-mixed run.micro_batch=1 data.image_size=112 data.frames=8", ""},
    };
    for (const Row &r : rows)
        QTest::newRow(r.name) << QString::fromUtf8(r.file)
                              << QString::fromUtf8(r.expected).split(QLatin1Char(' '), Qt::SkipEmptyParts)
                              << QString::fromUtf8(r.preset);
}

void TestSeedWindow::opensSeedSnippet()
{
    QFETCH(QString, file);
    QFETCH(QStringList, expected);
    QFETCH(QString, preset);
    const QString path = QStringLiteral(HEADROOM_GUI_SEEDS_DIR "/") + file;

    MainWindow window(headroom::test::catalogs());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    if (!window.openFile(path, false)) {
        const QString why = window.messageBar()->text();
        // A format only the generic reader knows (bare rows, plain YAML of no known tool).
        if (why.contains(QLatin1String("which tool")) || why.contains(QLatin1String("not understood")))
            QSKIP(qPrintable(QStringLiteral("needs the generic key reader (issue 11): ") + why));
        QFAIL(qPrintable(QStringLiteral("could not open ") + file + QStringLiteral(": ") + why));
    }
    SetupController *c = window.controller();
    QVERIFY(c->hasSetup());

    // The file itself is on screen.
    auto *view = window.findChild<ConfigView *>(QStringLiteral("configView"));
    QVERIFY(view);
    QVERIFY(!view->toPlainText().isEmpty());

    // Its settings, as the seed states them.
    QStringList unread;
    for (const QString &e : std::as_const(expected)) {
        const QString field = e.section(QLatin1Char('='), 0, 0), value = e.section(QLatin1Char('='), 1);
        if (!c->input().isStated(field.toStdString())) {
            unread << field;
            continue;
        }
        QCOMPARE(c->fieldValue(field), value);
    }

    auto *request = window.findChild<ModelRequest *>(QStringLiteral("modelRequest"));
    auto *badge = window.findChild<VerdictBadge *>(QStringLiteral("vramBadge"));
    QVERIFY(request && badge);
    if (preset.isEmpty()) {
        // The snippet does not name its model: the window asks for it instead of guessing.
        QVERIFY(c->isPartial());
        QVERIFY(request->isVisible());
        QVERIFY(!badge->isVisible());
        QVERIFY(allText(request).contains(QLatin1String("Which model")));
        auto *guidance = window.findChild<GuidancePanel *>(QStringLiteral("guidancePanel"));
        c->flushAdvice();
        QVERIFY(!allText(guidance).contains(QLatin1String("fits")));
        QVERIFY(allText(guidance).contains(QLatin1String("unknown")));
    } else {
        QVERIFY2(!c->isPartial(), qPrintable(file + QStringLiteral(": the model was not identified")));
        QCOMPARE(QString::fromStdString(c->resolved().preset ? c->resolved().preset->id : std::string()), preset);
        QVERIFY(!request->isVisible());
        QVERIFY(badge->isVisible());
        QVERIFY(!badge->text().isEmpty());
    }
    if (!unread.isEmpty())
        QSKIP(qPrintable(QStringLiteral("opens with a verdict or a model request, but these settings need the "
                                        "generic key reader (issue 11): ") +
                         unread.join(QLatin1String(", "))));
}

void TestSeedWindow::modelRequestCompletesTheEstimate()
{
    // Seed 001's launch command does not name its model: each of the request's three ways
    // completes the estimate, and undo brings the question back.
    MainWindow window(headroom::test::catalogs());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(QStringLiteral(HEADROOM_GUI_SEEDS_DIR "/vla_stage2_train.sh"), false));
    SetupController *c = window.controller();
    auto *request = window.findChild<ModelRequest *>(QStringLiteral("modelRequest"));
    auto *badge = window.findChild<VerdictBadge *>(QStringLiteral("vramBadge"));
    QVERIFY(c->isPartial() && request->isVisible());
    const double hostBefore = c->report().hostTotal;
    QVERIFY(hostBefore > 0);

    // 1. A catalog model.
    QVERIFY(!request->useCatalogModel(QStringLiteral("no-such-model")));
    QVERIFY(request->problem().contains(QLatin1String("no-such-model")));
    QVERIFY(c->isPartial());
    QVERIFY(request->useCatalogModel(QStringLiteral("qwen2.5-vl-3b")));
    QVERIFY(!c->isPartial());
    QVERIFY(c->report().vramKnown && c->report().vramTotal > 6e9);
    QVERIFY(badge->isVisible() && !request->isVisible());
    QCOMPARE(c->resolved().preset->id, std::string("qwen2.5-vl-3b"));
    c->undoStack()->undo();
    QVERIFY(c->isPartial() && request->isVisible() && !badge->isVisible());
    QCOMPARE(c->report().hostTotal, hostBefore);

    // 2. Its size and kind.
    QVERIFY(!request->useSize(QStringLiteral("lots"), QStringLiteral("generic")));
    QVERIFY(!request->problem().isEmpty());
    QVERIFY(request->useSize(QStringLiteral("40M"), QStringLiteral("point-cloud")));
    QVERIFY(!c->isPartial());
    QCOMPARE(c->fieldValue(QStringLiteral("model.kind")), QStringLiteral("point-cloud"));
    QVERIFY(c->report().vramOf(VramComponent::Weights) > 0);
    c->undoStack()->undo();
    QVERIFY(c->isPartial());

    // 3. A config.json describing a model the catalog does not have.
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("config.json"));
    QFile f(json);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"_name_or_path": "my-org/tiny-llm", "architectures": ["LlamaForCausalLM"], "model_type": "llama",
"hidden_size": 768, "intermediate_size": 2048, "num_attention_heads": 12, "num_hidden_layers": 12,
"num_key_value_heads": 4, "vocab_size": 32000})");
    f.close();
    QVERIFY2(request->useModelFile(json), qPrintable(request->problem()));
    QVERIFY(!c->isPartial());
    QCOMPARE(c->fieldValue(QStringLiteral("model.layers")), QStringLiteral("12"));
    QVERIFY(c->report().vramOf(VramComponent::Activations) > 0);
}

QTEST_MAIN(TestSeedWindow)
#include "tst_seedwindow.moc"
