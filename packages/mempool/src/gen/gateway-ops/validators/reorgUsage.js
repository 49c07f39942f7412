// Generated from specs/openapi/gateway-ops.yaml (`reorg-usage`) by tools/codegen. Do not edit.

import { typeFail } from "@gw/runtime/validator-support";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";

export function response__200(data, path = "") {
	const errors = [];
	if (typeof data != "string") typeFail(errors, path, "#", "string");
	response__200.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export const response__401 = InvalidApiKey;
