// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "../../../validator-support.js";

export function OpiEnvelope(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.error === undefined) requiredFail(errors, path, "#", "error");
		if (data.result === undefined) requiredFail(errors, path, "#", "result");
		if (data.error !== undefined) {
			const data0 = data.error;
			if (!((typeof data0 == "string") || (data0 === null))) typeFail(errors, path + "/error", "#/properties/error", ["string","null"]);
		}
	} else typeFail(errors, path, "#", "object");
	OpiEnvelope.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
