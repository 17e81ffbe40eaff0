package webhookverify

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

type vectorFile struct {
	ToleranceSec int64 `json:"tolerance_sec"`
	Vectors      []struct {
		Name     string   `json:"name"`
		Body     string   `json:"body"`
		Header   string   `json:"header"`
		Secrets  []string `json:"secrets"`
		Now      int64    `json:"now"`
		Expected struct {
			OK          bool   `json:"ok"`
			SecretIndex int    `json:"secret_index"`
			Reason      string `json:"reason"`
		} `json:"expected"`
	} `json:"vectors"`
	StandardWebhooksSecrets []struct {
		Secret        string `json:"secret"`
		LibrarySecret string `json:"library_secret"`
	} `json:"standard_webhooks_secrets"`
}

func loadVectors(t *testing.T) vectorFile {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "webhook-vectors", "vectors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file vectorFile
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Vectors) == 0 {
		t.Fatal("no vectors")
	}
	return file
}

func TestVectors(t *testing.T) {
	file := loadVectors(t)
	for _, v := range file.Vectors {
		t.Run(v.Name, func(t *testing.T) {
			result, err := VerifyAt([]byte(v.Body), v.Header, v.Secrets, v.Now, file.ToleranceSec)
			if v.Expected.OK {
				if err != nil || result.SecretIndex != v.Expected.SecretIndex {
					t.Fatalf("want secret %d, got %+v, %v", v.Expected.SecretIndex, result, err)
				}
				return
			}
			if err == nil || err.Error() != v.Expected.Reason {
				t.Fatalf("want %s, got %+v, %v", v.Expected.Reason, result, err)
			}
		})
	}
}

func TestErrorsAreDistinct(t *testing.T) {
	_, err := Verify([]byte("{}"), "", []string{"a-secret-0123456789"})
	if !errors.Is(err, ErrMalformedHeader) || errors.Is(err, ErrSignatureMismatch) {
		t.Fatalf("want ErrMalformedHeader, got %v", err)
	}
}

func TestStandardWebhooksSecret(t *testing.T) {
	for _, c := range loadVectors(t).StandardWebhooksSecrets {
		if got := StandardWebhooksSecret(c.Secret); got != c.LibrarySecret {
			t.Errorf("%q: want %q, got %q", c.Secret, c.LibrarySecret, got)
		}
	}
}
