// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "../../../validator-support.js";

export function OpiError(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.error === undefined) requiredFail(errors, path, "#", "error");
		if (data.result === undefined) requiredFail(errors, path, "#", "result");
		if (data.error !== undefined) {
			const data0 = data.error;
			if (typeof data0 != "string") typeFail(errors, path + "/error", "#/properties/error", "string");
		}
		if (data.result !== undefined) {
			const data1 = data.result;
			if (!(data1 === null)) typeFail(errors, path + "/result", "#/properties/result", "null");
		}
	} else typeFail(errors, path, "#", "object");
	OpiError.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
