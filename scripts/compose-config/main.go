// compose-config loads a Compose file with the Compose Specification's own loader (compose-go), which validates it
// against the specification's schema, interpolates ${VAR:-default} with an empty environment (so the file's own
// defaults apply, whatever the caller's shell holds), and prints the resulting project as JSON. The project's tests
// check docker-compose.yml with it, since `docker compose config` needs Docker's CLI.
//
// Usage: compose-config <compose file>
package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/compose-spec/compose-go/v2/cli"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: compose-config <compose file>")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(file string) error {
	abs, err := filepath.Abs(file)
	if err != nil {
		return err
	}
	options, err := cli.NewProjectOptions(
		[]string{abs},
		cli.WithWorkingDirectory(filepath.Dir(abs)),
		cli.WithEnv([]string{}),
		cli.WithInterpolation(true),
		cli.WithNormalization(true),
		cli.WithConsistency(true),
	)
	if err != nil {
		return err
	}
	project, err := options.LoadProject(context.Background())
	if err != nil {
		return err
	}
	out, err := project.MarshalJSON()
	if err != nil {
		return err
	}
	_, err = os.Stdout.Write(append(out, '\n'))
	return err
}
