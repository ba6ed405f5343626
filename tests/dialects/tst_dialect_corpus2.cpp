// The held-out corpus (corpus2/): real configs from public repositories that no rule was
// written for, labelled by hand in expected.yaml before Headroom read them. Scores recall
// (labels read with the labelled value) and counts wrong values (a label read with another
// value); every file also exports with no change byte for byte.

#include "heldout.h"

using namespace headroom;

namespace {

const std::string kDir = std::string(HEADROOM_TESTS_DIR) + "/corpus2/";

// The floor this reader meets today (277 of 277 labels); the closing note of issue 11 reports
// the figures. A new file that the reader misses lowers it only with a reason.
constexpr double kMinRecall = 1.0;

// Labels the reader gets wrong today, each with why. Listed here they are counted, not failed;
// one that starts passing fails the test until it is removed (the corpus is not tuned on).
const std::map<std::string, std::string> kKnownWrong = {
    // none today; the latent-diffusion image sizes (model.params.image_size, the latent) were
    // until a size inside the model yielded to the data's own (generic.yaml `avoid:`).
};

} // namespace

class TestDialectCorpus2 : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    void score() { testing::scoreHeldOutCorpus(kDir, QStringLiteral("corpus2"), kMinRecall, kKnownWrong); }
};

QTEST_APPLESS_MAIN(TestDialectCorpus2)
#include "tst_dialect_corpus2.moc"
