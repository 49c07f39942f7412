// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, requiredFail, typeFail } from "../../../validator-support.js";

export function RestFailureEnvelope(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.statusCode === undefined) requiredFail(errors, path, "#", "statusCode");
		if (data.error === undefined) requiredFail(errors, path, "#", "error");
		if (data.statusCode !== undefined) {
			const data0 = data.statusCode;
			if (!isInteger(data0)) typeFail(errors, path + "/statusCode", "#/properties/statusCode", "integer");
			const errs1 = errors.length;
			if (data0 !== 200) fail(errors, path + "/statusCode", "#/properties/statusCode/not/const", "const", { allowedValue: 200 }, "must be equal to constant");
			if (errors.length === errs1) {
				fail(errors, path + "/statusCode", "#/properties/statusCode/not", "not", {}, "must NOT be valid");
			} else errors.length = errs1;
		}
		if (data.error !== undefined) {
			const data2 = data.error;
			if (typeof data2 != "string") typeFail(errors, path + "/error", "#/properties/error", "string");
		}
	} else typeFail(errors, path, "#", "object");
	RestFailureEnvelope.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
