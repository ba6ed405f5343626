// Every catalog entry is consistent: a transformer's parameter count follows from its
// architecture, usable GPU memory is below the size on the box, names are unique.

#include "testdata.h"
#include "text.h"

#include <QtTest>

#include <yaml-cpp/yaml.h>

#include <set>

using namespace headroom;

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void loadsWithoutErrors();
    void absorbReplacesById();
    void enoughEntries();
    void transformerParamsMatchArchitecture_data();
    void transformerParamsMatchArchitecture();
    void nonTransformersHaveActivationFigures();
    void diffusionTransformersAsMeasured();
    void loaderSampleFiguresHaveSources();
    void gpuMemoryBelowMarketingSize();
    void gpuFiguresPresent();
    void namesAreUnique();
    void referenceAndSeedNamesResolve_data();
    void referenceAndSeedNamesResolve();
    void forgivingModelNames_data();
    void forgivingModelNames();
    void coefficientsAllPresent();
};

void TestCatalog::loadsWithoutErrors()
{
    Catalog cat;
    Diagnostics d;
    const std::string dir = HEADROOM_RESOURCES_DIR;
    QVERIFY(cat.loadGpus(test::readFile(dir + "/gpus.yaml"), "gpus.yaml", d));
    QVERIFY(cat.loadModels(test::readFile(dir + "/models.yaml"), "models.yaml", d));
    QVERIFY(cat.loadCoefficients(test::readFile(dir + "/coefficients.yaml"), "coefficients.yaml", d));
    QVERIFY2(d.empty(), d.empty() ? "" : (d.front().code + " " + (d.front().args.empty() ? "" : d.front().args[0])).c_str());
}

// The window reads its files on separate threads into separate catalogs and takes them in:
// the result is what reading them one after another gives, a later entry replacing the
// earlier one with its id. (loadsWithoutErrors reads the shipped files as a user's: they pass
// every limit, which is why the window may skip counting their nodes.)
void TestCatalog::absorbReplacesById()
{
    const std::string dir = HEADROOM_RESOURCES_DIR;
    Catalog together, gpus, models, coefficients;
    Diagnostics d;
    QVERIFY(together.loadGpus(test::readFile(dir + "/gpus.yaml"), "gpus.yaml", d));
    QVERIFY(together.loadModels(test::readFile(dir + "/models.yaml"), "models.yaml", d));
    QVERIFY(together.loadCoefficients(test::readFile(dir + "/coefficients.yaml"), "coefficients.yaml", d));
    QVERIFY(gpus.loadGpus(test::readFile(dir + "/gpus.yaml"), "gpus.yaml", d, YamlOrigin::Shipped));
    QVERIFY(models.loadModels(test::readFile(dir + "/models.yaml"), "models.yaml", d, YamlOrigin::Shipped));
    QVERIFY(coefficients.loadCoefficients(test::readFile(dir + "/coefficients.yaml"), "coefficients.yaml", d,
                                          YamlOrigin::Shipped));
    QVERIFY(d.empty());
    gpus.absorb(std::move(models));
    gpus.absorb(std::move(coefficients));
    QCOMPARE(gpus.gpus().size(), together.gpus().size());
    QCOMPARE(gpus.models().size(), together.models().size());
    QCOMPARE(gpus.coefficients().size(), together.coefficients().size());
    QVERIFY(gpus.findModel("llama-2-7b") && gpus.findGpu("rtx 4090"));
    QCOMPARE(gpus.findModel("llama-2-7b")->id, together.findModel("llama-2-7b")->id);

    Catalog override;
    QVERIFY(override.loadGpus("gpus:\n  - {id: rtx-4090, name: Renamed 4090, memory_mib: 1000}\n  - {id: new-gpu, memory_mib: 2000}\n",
                              "override.yaml", d));
    gpus.absorb(std::move(override));
    QCOMPARE(gpus.gpus().size(), together.gpus().size() + 1);
    QCOMPARE(gpus.gpuById("rtx-4090")->memoryMib, 1000.0);
    QVERIFY(gpus.findGpu("Renamed 4090") && gpus.findGpu("new-gpu"));
}

void TestCatalog::enoughEntries()
{
    QVERIFY(test::catalog().gpus().size() >= 30);
    QVERIFY(test::catalog().models().size() >= 40);
}

void TestCatalog::transformerParamsMatchArchitecture_data()
{
    QTest::addColumn<QString>("id");
    for (const ModelPreset &m : test::catalog().models())
        if (m.arch.valid() && m.kind != ModelKind::Generic)
            QTest::newRow(m.id.c_str()) << QString::fromStdString(m.id);
}

void TestCatalog::transformerParamsMatchArchitecture()
{
    QFETCH(QString, id);
    const ModelPreset *m = test::catalog().modelById(id.toStdString());
    QVERIFY(m);
    const double computed = parametersFromArchitecture(m->arch, m->kind) + m->vision.params;
    const double error = std::fabs(computed - m->params) / m->params;
    QVERIFY2(error <= 0.02, qPrintable(QStringLiteral("%1: computed %2, stated %3 (%4 %)")
                                           .arg(id).arg(computed, 0, 'g', 6).arg(m->params, 0, 'g', 6).arg(error * 100, 0, 'f', 2)));
    QVERIFY2(!m->arch.source.empty(), "architecture needs a source");
    QVERIFY2(!m->paramsSource.empty(), "params needs a source");
}

void TestCatalog::nonTransformersHaveActivationFigures()
{
    for (const ModelPreset &m : test::catalog().models()) {
        if (m.arch.valid())
            continue;
        QVERIFY2(m.activation.valid(), m.id.c_str());
        QVERIFY2(!m.activation.source.empty(), m.id.c_str());
        QVERIFY2(m.activation.scale == ActivationProfile::Scale::None || m.activation.refHeight || m.activation.refPoints ||
                     m.activation.refSeq || m.activation.refFrames,
                 (m.id + ": the reference input is missing").c_str());
    }
}

// The diffusion transformers' parameters and per-token activations are what
// scripts/measure-dit-activations.py counted (tests/reference/dit-activations.json): all
// blocks' bytes per token in fp32, their bf16 share, the text context's K/V per sample.
void TestCatalog::diffusionTransformersAsMeasured()
{
    const YAML::Node doc = YAML::LoadFile(HEADROOM_TESTS_DIR "/../reference/dit-activations.json");
    const YAML::Node fp32 = doc["bytes_per_token_per_block"]["fp32"], bf16 = doc["bytes_per_token_per_block"]["bf16"];
    auto block = [](const YAML::Node &n, const char *k) { return n[k].as<double>(); };
    // (compression, patch: the VAE's spatial factor and the latent pixels per token side)
    struct Blocks { const char *id; std::vector<std::pair<const char *, int>> blocks; const char *context; int compression, patch; };
    const Blocks models[] = {{"cogvideox-2b", {{"cogvideox 2B", 30}}, nullptr, 8, 2},
                             {"flux.1-dev", {{"flux double", 19}, {"flux single", 38}}, nullptr, 8, 2},
                             {"flux.1-schnell", {{"flux double", 19}, {"flux single", 38}}, nullptr, 8, 2},
                             {"wan2.1-t2v-1.3b", {{"wan 1.3B", 30}}, "wan 1.3B per-sample context", 8, 2},
                             {"wan2.1-t2v-14b", {{"wan 14B", 40}}, "wan 14B per-sample context", 8, 2},
                             {"hunyuan-video", {{"hunyuan double", 20}, {"hunyuan single", 40}}, nullptr, 8, 2},
                             {"ltx-video-2b", {{"ltx-video 2B", 28}}, "ltx-video 2B per-sample context", 32, 1},
                             {"sd3.5-large", {{"sd3.5 large joint", 38}}, nullptr, 8, 2},
                             {"sd3.5-medium", {{"sd3.5 medium dual", 13}, {"sd3.5 medium joint", 11}}, nullptr, 8, 2},
                             {"qwen-image", {{"qwen-image", 60}}, nullptr, 8, 2},
                             {"wan2.2-ti2v-5b", {{"wan2.2 5B", 30}}, "wan2.2 5B per-sample context", 16, 2}};
    for (const Blocks &b : models) {
        const ModelPreset *m = test::catalog().modelById(b.id);
        QVERIFY2(m, b.id);
        // (CogVideoX-2B: its block's count, 56,081,536 as the catalog's params_source says)
        if (doc["params"][b.id])
            QCOMPARE(m->params, doc["params"][b.id].as<double>());
        else
            QCOMPARE(doc["params"][std::string(b.id) + " block"].as<double>(), 56081536.0);
        double full = 0, half = 0;
        int layers = 0;
        for (const auto &[name, count] : b.blocks) {
            full += count * block(fp32, name);
            half += count * block(bf16, name);
            layers += count;
        }
        QCOMPARE(m->arch.layers, layers);
        QCOMPARE(m->activation.bytesPerToken, full);
        QVERIFY2(std::fabs(m->activation.ampRatio - half / full) < 0.001, b.id);
        QCOMPARE(m->activation.bytesPerSample, b.context ? layers * block(fp32, b.context) : 0.0);
        QVERIFY2(m->arch.spatialCompression == b.compression && m->arch.patch == b.patch, b.id);
        QVERIFY(m->frozenParams > 0 || std::string(b.id) == "cogvideox-2b"); // (its VAE's count is not in the catalog)
    }
}

void TestCatalog::loaderSampleFiguresHaveSources()
{
    for (const ModelPreset &m : test::catalog().models())
        if (m.loaderSampleBytes > 0)
            QVERIFY2(!m.loaderSampleSource.empty(), m.id.c_str());
    // Piper's dataset yields a 10 s utterance whole, float32: spectrogram 513 × 862 × 4
    // = 1,768,824 B, waveform 862 frames × hop 256 × 4 = 882,688 B, 260 phoneme ids × 8 = 2,080 B.
    const ModelPreset *piper = test::catalog().findModel("piper-vits-medium");
    QVERIFY(piper);
    QCOMPARE(piper->loaderSampleBytes, 513.0 * 862 * 4 + 862.0 * 256 * 4 + 260.0 * 8);
}

void TestCatalog::gpuMemoryBelowMarketingSize()
{
    for (const GpuSpec &g : test::catalog().gpus()) {
        // The box says GB; the device reports MiB. Usable is at most the box size read as GiB.
        QVERIFY2(g.memoryMib <= g.marketingGb * 1024.0, g.id.c_str());
        QVERIFY2(g.memoryMib >= g.marketingGb * 1024.0 * 0.85 || g.id == "mi250x", g.id.c_str());
    }
}

void TestCatalog::gpuFiguresPresent()
{
    for (const GpuSpec &g : test::catalog().gpus()) {
        QVERIFY2(g.fp16Tflops > 0 && g.bandwidthGbs > 0, g.id.c_str());
        QVERIFY2(!g.bf16 || g.bf16Tflops > 0, g.id.c_str());
        QVERIFY2(!g.memorySource.empty() && !g.computeSource.empty(), g.id.c_str());
    }
}

void TestCatalog::namesAreUnique()
{
    std::map<std::string, std::string> seen;
    auto claim = [&](const std::string &name, const std::string &owner) {
        const std::string key = nameKey(name);
        auto [it, inserted] = seen.emplace(key, owner);
        QVERIFY2(inserted || it->second == owner,
                 qPrintable(QStringLiteral("'%1' names both %2 and %3")
                                .arg(QString::fromStdString(name), QString::fromStdString(it->second), QString::fromStdString(owner))));
    };
    for (const GpuSpec &g : test::catalog().gpus()) {
        claim(g.id, "gpu:" + g.id);
        for (const auto &a : g.aliases)
            claim(a, "gpu:" + g.id);
    }
    seen.clear();
    for (const ModelPreset &m : test::catalog().models()) {
        claim(m.id, "model:" + m.id);
        for (const auto &a : m.aliases)
            claim(a, "model:" + m.id);
    }
}

void TestCatalog::referenceAndSeedNamesResolve_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("preset");
    for (const char *gpu : {"a100-40gb", "a100-80gb", "h100-80gb", "h200", "a10", "a10g", "l4", "l40s", "t4", "v100-16gb",
                            "v100-32gb", "rtx-2060", "rtx-3060", "rtx-3090", "rtx-4070-ti-super", "rtx-4080", "rtx-4090",
                            "rtx-5090", "rtx-a6000", "a40", "mi250x", "mi300x", "h100-96gb"})
        QTest::newRow(gpu) << QString::fromLatin1(gpu) << QString::fromLatin1(gpu);
}

void TestCatalog::referenceAndSeedNamesResolve()
{
    QFETCH(QString, name);
    QFETCH(QString, preset);
    const GpuSpec *g = test::catalog().findGpu(name.toStdString());
    QVERIFY2(g, qPrintable(name));
    QCOMPARE(QString::fromStdString(g->id), preset);
}

void TestCatalog::forgivingModelNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("preset");
    QTest::newRow("hub id") << "meta-llama/Llama-2-7b-hf" << "llama-2-7b";
    QTest::newRow("repo name") << "Llama-2-7b-hf" << "llama-2-7b";
    QTest::newRow("as typed") << "llama2 7b" << "llama-2-7b";
    QTest::newRow("chat variant") << "meta-llama/Llama-2-7b-chat-hf" << "llama-2-7b";
    QTest::newRow("3.1 hub id") << "meta-llama/Llama-3.1-8B" << "llama-3.1-8b";
    QTest::newRow("instruct") << "meta-llama/Llama-3.1-8B-Instruct" << "llama-3.1-8b";
    QTest::newRow("local path tail") << "checkpoints/meta-llama/Llama-3.2-1B" << "llama-3.2-1b";
    QTest::newRow("remark in parentheses") << "bert-large-uncased (sequence classification)" << "bert-large";
    QTest::newRow("vlm") << "Qwen/Qwen2.5-VL-3B-Instruct" << "qwen2.5-vl-3b";
    QTest::newRow("reference phi") << "phi-1.5" << "phi-1.5";
    QTest::newRow("reference mistral") << "Mistral 7B (v0.1)" << "mistral-7b";
    QTest::newRow("reference falcon") << "Falcon-7B (tiiuae/falcon-7b)" << "falcon-7b";
    QTest::newRow("reference qwen chat") << "Qwen-7B-Chat" << "qwen-7b";
    QTest::newRow("reference t0") << "bigscience/T0_3B" << "t0-3b";
    QTest::newRow("reference vit-h") << "ViT-H/14 (timm vit_huge_patch14_224.orig_in21k, 45-class head)" << "vit-huge-14";
}

void TestCatalog::forgivingModelNames()
{
    QFETCH(QString, typed);
    QFETCH(QString, preset);
    const ModelPreset *m = test::catalog().findModel(typed.toStdString());
    QVERIFY2(m, qPrintable(typed));
    QCOMPARE(QString::fromStdString(m->id), preset);
}

void TestCatalog::coefficientsAllPresent()
{
    std::vector<std::string> missing;
    Coefficients::from(test::catalog(), &missing);
    QVERIFY2(missing.empty(), missing.empty() ? "" : ("missing coefficient: " + missing.front()).c_str());
    for (const auto &[name, c] : test::catalog().coefficients())
        QVERIFY2(!c.source.empty(), (name + " has no source").c_str());
}

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
