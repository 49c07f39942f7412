// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit.

import { limitFail, typeFail } from "@gw/runtime/validator-support";

export function FeeCoverage(data, path = "") {
	const errors = [];
	if (typeof data == "number") {
		if (data > 1 || isNaN(data)) limitFail(errors, path, "#", "maximum", 1);
		if (data < 0 || isNaN(data)) limitFail(errors, path, "#", "minimum", 0);
	} else typeFail(errors, path, "#", "number");
	FeeCoverage.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
