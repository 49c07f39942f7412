// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isObject, typeFail } from "@gw/runtime/validator-support";

export function MempoolStreamPing(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.op !== undefined) {
			const data0 = data.op;
			if (data0 !== "ping") fail(errors, path + "/op", "#/properties/op/const", "const", { allowedValue: "ping" }, "must be equal to constant");
		}
	} else typeFail(errors, path, "#", "object");
	MempoolStreamPing.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
