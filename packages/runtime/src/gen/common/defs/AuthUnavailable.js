// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, isObject, requiredFail, typeFail } from "../../../validator-support.js";

export function AuthUnavailable(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.code === undefined) requiredFail(errors, path, "#", "code");
		if (data.code !== undefined) {
			const data0 = data.code;
			if (data0 !== "AUTH_UNAVAILABLE") fail(errors, path + "/code", "#/properties/code/const", "const", { allowedValue: "AUTH_UNAVAILABLE" }, "must be equal to constant");
		}
	} else typeFail(errors, path, "#", "object");
	AuthUnavailable.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
