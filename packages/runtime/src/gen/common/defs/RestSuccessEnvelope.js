// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, isObject, requiredFail, typeFail } from "../../../validator-support.js";

export function RestSuccessEnvelope(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.statusCode === undefined) requiredFail(errors, path, "#", "statusCode");
		if (data.data === undefined) requiredFail(errors, path, "#", "data");
		if (data.statusCode !== undefined) {
			const data0 = data.statusCode;
			if (data0 !== 200) fail(errors, path + "/statusCode", "#/properties/statusCode/const", "const", { allowedValue: 200 }, "must be equal to constant");
		}
	} else typeFail(errors, path, "#", "object");
	RestSuccessEnvelope.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
