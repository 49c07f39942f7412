// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isInteger, limitFail, typeFail } from "../../../validator-support.js";

export function UnixSeconds(data, path = "") {
	const errors = [];
	if (!isInteger(data)) typeFail(errors, path, "#", "integer");
	if (typeof data == "number") {
		if (data < 0 || isNaN(data)) limitFail(errors, path, "#", "minimum", 0);
	}
	UnixSeconds.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
