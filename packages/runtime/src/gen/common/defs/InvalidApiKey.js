// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, isObject, requiredFail, typeFail } from "../../../validator-support.js";

export function InvalidApiKey(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.code === undefined) requiredFail(errors, path, "#", "code");
		if (data.code !== undefined) {
			const data0 = data.code;
			if (data0 !== "INVALID_API_KEY") fail(errors, path + "/code", "#/properties/code/const", "const", { allowedValue: "INVALID_API_KEY" }, "must be equal to constant");
		}
	} else typeFail(errors, path, "#", "object");
	InvalidApiKey.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
